"""The warm zygote and the per-sample keeper: one sealed sandbox per sample, started by fork.

Copied into a read-only directory as `vb_zygote.py` and started once per worker as
`python -S vb_zygote.py CONTROL_FD CONFIG_JSON` inside an outer bubblewrap (no network,
read-only root, /root, /home, /run hidden, scrubbed environment) that keeps the capabilities
this process needs to build namespaces. Stdlib only; vibebench never imports it in-process.

The zygote never reads a job. For each sample the host sends, over CONTROL_FD, a header with
no secrets and the file descriptors of that sample's own pipes; the zygote forks a *keeper*
and waits for it. Forking from a process that never held job data is what keeps one sample's
program, tests and expected outputs out of every other sample's memory.

The keeper, for one sample:
1. forks the tester first when the test kind has one (check_function), under its own uid;
2. enters fresh mount, pid, network, IPC and UTS namespaces and mounts a size-limited tmpfs
   over /tmp, /var/tmp and /dev/shm (nothing writable is shared with any other sample);
3. makes a cgroup for the sample when the host delegated one (memory, processes, CPU);
4. forks the sample as pid 1 of its namespace; the sample drops to a uid of its own
   (RLIMIT_NPROC is then a per-sample quota, and no signal reaches another sample), sets
   no_new_privs, installs a seccomp filter (no ptrace, no namespaces, no mounts, no keyrings,
   no bpf) and only then reads its job from its pipe;
5. supervises: bounded stdout/stderr/channel capture, a wall-clock backstop that tells a
   starved sample (machine busy) from a slow one, and kills the whole namespace at the end;
6. writes one JSON report to the host's result pipe and exits.
"""

import contextlib
import ctypes
import ctypes.util
import gc
import json
import os
import platform
import secrets
import select
import shutil
import signal
import socket
import struct
import sys
import tempfile
import time

import vb_in_sandbox as inside

_LIBC = ctypes.CDLL(ctypes.util.find_library("c") or None, use_errno=True)
_CLONE_NEWNS = 0x00020000
_CLONE_NEWCGROUP = 0x02000000
_CLONE_NEWUTS = 0x04000000
_CLONE_NEWIPC = 0x08000000
_CLONE_NEWUSER = 0x10000000
_CLONE_NEWPID = 0x20000000
_CLONE_NEWNET = 0x40000000
_MS_NOSUID, _MS_NODEV, _MS_NOEXEC, _MS_RDONLY = 2, 4, 8, 1
_MS_REMOUNT, _MS_BIND, _MS_REC, _MS_PRIVATE = 32, 4096, 16384, 1 << 18
_PR_SET_DUMPABLE, _PR_SET_NO_NEW_PRIVS, _PR_SET_SECCOMP, _PR_SET_PDEATHSIG = 4, 38, 22, 1
_TAIL_BYTES = 8 * 1024
_CHANNEL_BYTES = 8 * 1024 * 1024
_JOB_BYTES = 256 * 1024 * 1024
_EXITED_GRACE_S = 0.2


def _check(result, what):
    if result != 0:
        errno = ctypes.get_errno()
        raise OSError(errno, f"{what}: {os.strerror(errno)}")


def _prctl(option, arg2=0):
    _check(_LIBC.prctl(option, ctypes.c_ulong(arg2), 0, 0, 0), f"prctl({option})")


def _mount(source, target, fstype, flags, data=None):
    def enc(text):
        return None if text is None else text.encode()

    _check(
        _LIBC.mount(enc(source), enc(target), enc(fstype), ctypes.c_ulong(flags), enc(data)),
        f"mount {target}",
    )


# --- seccomp ---------------------------------------------------------------------------------

_UNIFIED = {
    "open_tree": 428,
    "move_mount": 429,
    "fsopen": 430,
    "fsconfig": 431,
    "fsmount": 432,
    "fspick": 433,
    "clone3": 435,
    "mount_setattr": 442,
}
"""Syscalls added since Linux 5.0: one number on every architecture (the unified table)."""
_ARCHES = {
    # machine: (AUDIT_ARCH, {syscall: number}, x32 bit or 0)
    "x86_64": (
        0xC000003E,
        {
            "ptrace": 101,
            "unshare": 272,
            "setns": 308,
            "mount": 165,
            "umount2": 166,
            "pivot_root": 155,
            "chroot": 161,
            "keyctl": 250,
            "add_key": 248,
            "request_key": 249,
            "bpf": 321,
            "perf_event_open": 298,
            "userfaultfd": 323,
            "kexec_load": 246,
            "init_module": 175,
            "finit_module": 313,
            "delete_module": 176,
            "kcmp": 312,
            "process_vm_readv": 310,
            "process_vm_writev": 311,
            "open_by_handle_at": 304,
            "clone": 56,
            **_UNIFIED,
        },
        0x40000000,
    ),
    "aarch64": (
        0xC00000B7,
        {
            "ptrace": 117,
            "unshare": 97,
            "setns": 268,
            "mount": 40,
            "umount2": 39,
            "pivot_root": 41,
            "chroot": 51,
            "keyctl": 219,
            "add_key": 217,
            "request_key": 218,
            "bpf": 280,
            "perf_event_open": 241,
            "userfaultfd": 282,
            "kexec_load": 104,
            "init_module": 105,
            "finit_module": 273,
            "delete_module": 106,
            "kcmp": 272,
            "process_vm_readv": 270,
            "process_vm_writev": 271,
            "open_by_handle_at": 265,
            "clone": 220,
            **_UNIFIED,
        },
        0,
    ),
}
_NAMESPACE_FLAGS = (
    _CLONE_NEWNS
    | _CLONE_NEWCGROUP
    | _CLONE_NEWUTS
    | _CLONE_NEWIPC
    | _CLONE_NEWUSER
    | _CLONE_NEWPID
    | _CLONE_NEWNET
)
_RET_ALLOW, _RET_KILL = 0x7FFF0000, 0x80000000
_EPERM, _ENOSYS = 1, 38


def _seccomp_program():
    """A BPF filter: deny what a sample never needs to attack the host or its neighbours."""
    arch = _ARCHES.get(platform.machine())
    if arch is None:
        return None
    audit_arch, numbers, x32_bit = arch
    ld, jeq, jge, jset, ret = 0x20, 0x15, 0x35, 0x45, 0x06
    errno_perm, errno_nosys = 0x00050000 | _EPERM, 0x00050000 | _ENOSYS
    denied = [n for name, n in numbers.items() if name not in ("clone", "clone3")]
    # Layout: arch check, load nr, [x32 check], deny list, clone, clone3, allow,
    # clone-flags block, then the three returns.
    code = [(ld, 0, 0, 4)]
    body = []
    if x32_bit:
        body.append(("jge", x32_bit, "deny"))
    body += [("jeq", n, "deny") for n in denied]
    body += [("jeq", numbers["clone"], "clone"), ("jeq", numbers["clone3"], "nosys")]
    labels = {}
    tail = [("ret", _RET_ALLOW, None)]
    labels["clone"] = 3 + len(body) + 1
    tail += [("ld_arg0", 16, None), ("jset", _NAMESPACE_FLAGS, "deny"), ("ret", _RET_ALLOW, None)]
    labels["deny"] = 3 + len(body) + len(tail)
    tail += [("ret", errno_perm, None)]
    labels["nosys"] = 3 + len(body) + len(tail)
    tail += [("ret", errno_nosys, None)]
    labels["kill"] = 3 + len(body) + len(tail)
    tail += [("ret", _RET_KILL, None)]
    code.append((jeq, 0, labels["kill"] - 2, audit_arch))
    code.append((ld, 0, 0, 0))
    for index, (op, value, target) in enumerate(body + tail, start=3):
        if op == "ret":
            code.append((ret, 0, 0, value))
        elif op == "ld_arg0":
            code.append((ld, 0, 0, value))
        else:
            opcode = {"jeq": jeq, "jge": jge, "jset": jset}[op]
            code.append((opcode, labels[target] - index - 1, 0, value))
    return code


def _install_seccomp():
    program = _seccomp_program()
    if program is None:
        return False
    raw = b"".join(struct.pack("HBBI", *instruction) for instruction in program)
    buffer = ctypes.create_string_buffer(raw)

    class Fprog(ctypes.Structure):
        _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_void_p)]

    fprog = Fprog(len(program), ctypes.cast(buffer, ctypes.c_void_p))
    _check(_LIBC.prctl(_PR_SET_SECCOMP, ctypes.c_ulong(2), ctypes.byref(fprog), 0, 0), "seccomp")
    return True


# --- pieces of the keeper --------------------------------------------------------------------


def _drop_privileges(uid):
    """A uid of the sample's own (host root), or, in a user namespace, no capabilities."""
    if uid is None:  # not root on the host: one mapped uid, so shed every capability instead
        _drop_capabilities()
    elif os.geteuid() == 0:
        os.setgroups([])
        os.setresgid(uid, uid, uid)
        os.setresuid(uid, uid, uid)
    _prctl(_PR_SET_NO_NEW_PRIVS, 1)


def _drop_capabilities():
    pr_set_securebits, pr_capbset_drop = 28, 24
    noroot_locked_nofixup_keepcaps_locked = 0x2F
    _prctl(pr_set_securebits, noroot_locked_nofixup_keepcaps_locked)
    for cap in range(64):
        if _LIBC.prctl(pr_capbset_drop, ctypes.c_ulong(cap), 0, 0, 0) != 0:
            break  # past the last capability this kernel knows

    class Header(ctypes.Structure):
        _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]

    data = (ctypes.c_uint32 * 6)()
    _check(_LIBC.capset(ctypes.byref(Header(0x20080522, 0)), data), "capset")


def _set_limits(limits):
    import resource  # noqa: PLC0415

    cpu = max(1, int(limits["cpu_s"] + 0.999))
    for name, value in (
        ("RLIMIT_CPU", (cpu, cpu + 1)),
        ("RLIMIT_AS", (limits["memory_bytes"],) * 2),
        ("RLIMIT_FSIZE", (limits["file_size_bytes"],) * 2),
        ("RLIMIT_NPROC", (limits["max_processes"],) * 2),
        ("RLIMIT_NOFILE", (limits["max_open_files"],) * 2),
        ("RLIMIT_CORE", (0, 0)),
    ):
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(getattr(resource, name), value)


def _private_tmp(disk_bytes, keep):
    """Fresh tmpfs for /tmp, /var/tmp and /dev/shm, one quota for the three."""
    _mount(None, "/", None, _MS_REC | _MS_PRIVATE)
    held = []
    for index, path in enumerate(keep):  # interpreter dirs under /tmp (a venv) stay visible
        hold = f"/run/vb-hold-{index}"
        os.makedirs(hold, exist_ok=True)
        _mount(path, hold, None, _MS_BIND | _MS_REC)
        held.append((hold, path))
    _mount(
        "tmpfs",
        "/tmp",
        "tmpfs",
        _MS_NOSUID | _MS_NODEV,
        f"size={disk_bytes},mode=1777,nr_inodes=65536",
    )
    for name, target in ((".var_tmp", "/var/tmp"), (".shm", "/dev/shm")):
        os.mkdir(f"/tmp/{name}", 0o1777)
        os.chmod(f"/tmp/{name}", 0o1777)
        _mount(f"/tmp/{name}", target, None, _MS_BIND)
    for hold, path in held:
        os.makedirs(path, exist_ok=True)
        _mount(hold, path, None, _MS_BIND | _MS_REC)
        _mount(None, path, None, _MS_REMOUNT | _MS_BIND | _MS_RDONLY)


def _workdir(sealed, uid):
    base = "/tmp" if sealed else tempfile.gettempdir()
    path = os.path.join(base, "work") if sealed else tempfile.mkdtemp(prefix="vibebench-sample-")
    os.makedirs(os.path.join(path, "home"), exist_ok=True)
    for directory in (path, os.path.join(path, "home")):
        os.chmod(directory, 0o700)
        if os.geteuid() == 0 and uid is not None:
            os.chown(directory, uid, uid)
    return path


class _Cgroup:
    """The sample's own cgroup under the directories the host delegated (or none)."""

    def __init__(self, config, name, limits):
        self.paths = []
        self.kind = None
        if not config:
            return
        try:
            for controller, parent in config["dirs"].items():
                path = os.path.join(parent, name)
                os.mkdir(path)
                self.paths.append(path)
                self._limit(config["version"], controller, path, limits)
            self.kind = f"cgroup-v{config['version']}"
        except OSError:
            self.remove()
            self.paths, self.kind = [], None

    @staticmethod
    def _limit(version, controller, path, limits):
        memory, pids = str(limits["memory_bytes"]), str(limits["max_processes"])
        files = {
            (1, "memory"): [("memory.limit_in_bytes", memory)],
            (1, "pids"): [("pids.max", pids)],
            (2, "unified"): [("memory.max", memory), ("memory.swap.max", "0"), ("pids.max", pids)],
        }.get((version, controller), [])
        for file_name, value in files:
            with open(os.path.join(path, file_name), "w") as handle:
                handle.write(value)

    def join(self):
        for path in self.paths:
            with open(os.path.join(path, "cgroup.procs"), "w") as handle:
                handle.write("0")

    def cpu_seconds(self):
        for path in self.paths:
            for file_name in ("cpuacct.usage", "cpu.stat"):
                with contextlib.suppress(OSError, ValueError):
                    with open(os.path.join(path, file_name)) as handle:
                        text = handle.read()
                    if file_name == "cpuacct.usage":
                        return int(text) / 1e9
                    usage = dict(line.split() for line in text.splitlines())
                    return int(usage["usage_usec"]) / 1e6
        return None

    def oom_killed(self):
        for path in self.paths:
            for file_name, key in (
                ("memory.oom_control", "oom_kill"),
                ("memory.events", "oom_kill"),
            ):
                with (
                    contextlib.suppress(OSError, ValueError),
                    open(os.path.join(path, file_name)) as handle,
                ):
                    for line in handle:
                        parts = line.split()
                        if len(parts) == 2 and parts[0] == key and int(parts[1]) > 0:
                            return True
        return False

    def remove(self):
        for path in self.paths:
            for _ in range(200):
                try:
                    os.rmdir(path)
                    break
                except FileNotFoundError:
                    break
                except OSError:
                    time.sleep(0.005)


def _proc_cpu_and_delay(pid):
    """CPU seconds (own + reaped children) and run-queue delay of a process's threads."""
    ticks = os.sysconf("SC_CLK_TCK")
    cpu = delay = 0.0
    with contextlib.suppress(OSError, ValueError, IndexError):
        with open(f"/proc/{pid}/stat") as handle:
            fields = handle.read().rsplit(")", 1)[1].split()
        cpu = sum(int(value) for value in fields[11:15]) / ticks
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/schedstat") as handle:
                delay += int(handle.read().split()[1]) / 1e9
    return cpu, delay


class _Capture:
    def __init__(self, limit, keep_head=False):
        self.limit, self.keep_head = limit, keep_head
        self.data = bytearray()
        self.total = 0

    def add(self, chunk):
        self.total += len(chunk)
        self.data += chunk
        if len(self.data) > self.limit:
            if self.keep_head:
                del self.data[self.limit :]
            else:
                del self.data[: len(self.data) - self.limit]

    def text(self):
        return self.data.decode("utf-8", "replace")


def _close_all_but(keep):
    """Move `keep` to fds 3.. in order and close every other fd above 2."""
    moved = []
    for index, fd in enumerate(keep):
        target = 100 + index
        os.dup2(fd, target)
        moved.append(target)
    for index, fd in enumerate(moved):
        os.dup2(fd, 3 + index)
    os.closerange(3 + len(moved), os.sysconf("SC_OPEN_MAX"))
    return list(range(3, 3 + len(moved)))


def _read_job(fd):
    chunks, total = [], 0
    while True:
        chunk = os.read(fd, 1 << 20)
        if not chunk:
            break
        total += len(chunk)
        if total > _JOB_BYTES:
            raise ValueError("job too large")
        chunks.append(chunk)
    os.close(fd)
    return json.loads(b"".join(chunks).decode("utf-8", "surrogatepass"))


# --- processes -------------------------------------------------------------------------------


def _seal(header, uid, keep):
    """Keep only `keep` (as fds 3..), set the limits, drop to `uid`, filter syscalls."""
    kept = _close_all_but(keep)
    _set_limits(header["limits"])
    _drop_privileges(uid)
    if header["sealed"]:
        _install_seccomp()
    return kept


def _tester_main(header, job_fd, rpc_fd, result_fd):
    """The tester process: trusted tests, its own uid, talks to the sample over rpc."""
    status = 70
    try:
        os.setpgid(0, 0)
        null = os.open(os.devnull, os.O_RDWR)
        for target in (0, 1, 2):
            os.dup2(null, target)
        job_fd, rpc_fd, result_fd = _seal(header, header["tester_uid"],
                                          [job_fd, rpc_fd, result_fd])  # fmt: skip
        job = _read_job(job_fd)
        channel = inside.Channel(result_fd)
        inside.run_tester(job, rpc_fd, channel)
        channel.emit(event="done")
        status = 0
    finally:
        os._exit(status)


def _init_main(header, cgroup, fds, workdir, status_w):
    """pid 1 of the sample's namespace: mount its /proc, start the sample, pass on its end.

    The sample is not pid 1 itself: the kernel spares a namespace's init from signals it has
    no handler for, which would make RLIMIT_CPU and a sample's own kill() behave unlike a
    normal program. When this process exits, the kernel kills everything left in the
    namespace.
    """
    try:
        _mount("proc", "/proc", "proc", _MS_NOSUID | _MS_NODEV | _MS_NOEXEC)
        sample = os.fork()
        if sample == 0:
            os.close(status_w)
            _sample_main(header, cgroup, fds, workdir)
        os.closerange(3, status_w)  # nothing of the sample's pipes may stay open here
        os.closerange(status_w + 1, os.sysconf("SC_OPEN_MAX"))
        while True:
            pid, status = os.waitpid(-1, 0)
            if pid == sample:
                os.write(status_w, struct.pack("i", status))
                break
    finally:
        os._exit(0)


def _sample_main(header, cgroup, fds, workdir):
    """The sample process: join its quotas, drop every privilege, then run its job."""
    status = 70
    try:
        cgroup.join()
        if not header["sealed"]:
            os.setpgid(0, 0)
        null = os.open(os.devnull, os.O_RDONLY)
        os.dup2(null, 0)
        os.dup2(fds["out"], 1)
        os.dup2(fds["err"], 2)
        job_fd, rpc_fd, data_fd = _seal(header, header["uid"],
                                        [fds["job"], fds["rpc"], fds["data"]])  # fmt: skip
        os.chdir(workdir)
        os.environ.update(
            HOME=os.path.join(workdir, "home"), TMPDIR="/tmp" if header["sealed"] else workdir
        )
        job = _read_job(job_fd)
        sys.stdout = sys.__stdout__ = open(1, "w", encoding="utf-8", closefd=False)  # noqa: SIM115
        sys.stderr = sys.__stderr__ = open(2, "w", encoding="utf-8", closefd=False)  # noqa: SIM115
        sys.stdin = sys.__stdin__ = open(0, encoding="utf-8", closefd=False)  # noqa: SIM115
        secret = header.pop("secret")  # unittest: the keeper hands it over with the channel
        channel = inside.Channel(data_fd, secret) if header["kind"] != "unittest" else None
        del secret
        inside.SAMPLE_RUNNERS[header["kind"]](job, rpc_fd, channel)
        if channel is not None:
            channel.emit(event="done")
        status = 0
    except BaseException:  # noqa: BLE001 - a harness failure shows as the exit status
        with contextlib.suppress(BaseException):
            import traceback  # noqa: PLC0415

            traceback.print_exc()
    finally:
        with contextlib.suppress(BaseException):
            sys.stdout.flush()
            sys.stderr.flush()
        os._exit(status)


def _kill_sample(pid, header):
    """Everything the sample started: its pid namespace, or its process group and uid."""
    with contextlib.suppress(ProcessLookupError):
        os.kill(pid, signal.SIGKILL)
    if not header["sealed"]:
        _kill_leftovers(pid, header)


def _kill_leftovers(pid, header):
    """Without namespaces: the sample's process group, and every process of its own uid."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(pid, signal.SIGKILL)
    if os.geteuid() == 0 and header["uid"] is not None:
        killer = os.fork()
        if killer == 0:  # every process of the sample's own uid, and no other
            try:
                os.setresuid(header["uid"], header["uid"], header["uid"])
                with contextlib.suppress(OSError):
                    os.kill(-1, signal.SIGKILL)
            finally:
                os._exit(0)
        os.waitpid(killer, 0)


class _Watch:
    """The keeper's view of the running sample: pipes, pidfd, deadlines."""

    def __init__(self, header, pid, cgroup):
        self.header, self.pid, self.cgroup = header, pid, cgroup
        limits = header["limits"]
        self.started = time.monotonic()
        self.deadline = self.started + limits["wall_s"]
        self.out = _Capture(_TAIL_BYTES)
        self.err = _Capture(_TAIL_BYTES)
        self.data = _Capture(_CHANNEL_BYTES, keep_head=True)
        self.tester = _Capture(_CHANNEL_BYTES, keep_head=True)
        self.report = {
            "timed_out": False,
            "busy": False,
            "output_limit_exceeded": False,
            "channel_flood": False,
        }
        self.status = None
        self.status_fd = None
        self.inner_pid = pid


def _supervise(watch, pipes, ctl, data_w):
    """Drain the pipes until the sample and tester are done or the backstop fires."""
    header = watch.header
    pidfd = os.pidfd_open(watch.pid)
    readers = dict(pipes)
    exited_at = None
    while True:
        now = time.monotonic()
        if exited_at is None and now >= watch.deadline:
            _backstop(watch)
            exited_at = time.monotonic()
        if exited_at is not None and (not readers or now - exited_at > _EXITED_GRACE_S):
            break
        waiting = (
            list(readers)
            + ([pidfd] if exited_at is None else [])
            + ([ctl.fileno()] if ctl is not None else [])
        )
        ready, _, _ = select.select(
            waiting, [], [], 0.05 if exited_at else max(0.0, min(watch.deadline - now, 1.0))
        )
        for fd in ready:
            if fd == pidfd:
                watch.status = _sample_status(watch)
                exited_at = time.monotonic()
                if not header["sealed"]:  # sealed: its namespace died with it
                    _kill_leftovers(watch.pid, header)
            elif ctl is not None and fd == ctl.fileno():
                ctl = _hand_over_channel(ctl, data_w, header["secret"])
            else:
                _read_into(readers, fd)
        _enforce_caps(watch)
    os.close(pidfd)
    if ctl is not None:
        ctl.close()


def _read_into(readers, fd):
    """Add what `fd` holds to its capture; at EOF it stops being read."""
    chunk = os.read(fd, 65536)
    if not chunk:
        del readers[fd]
        return
    capture, _counted = readers[fd]
    capture.add(chunk)


def _enforce_caps(watch):
    """Kill the sample once its output or its result channel passes its cap."""
    header = watch.header
    if watch.out.total + watch.err.total > header["limits"]["output_bytes"]:
        watch.report["output_limit_exceeded"] = True
        _kill_sample(watch.pid, header)
    if watch.data.total > _CHANNEL_BYTES:
        watch.report["channel_flood"] = True
        _kill_sample(watch.pid, header)


def _sample_status(watch):
    """The sample's wait status: from its init (sealed), or its own (not sealed)."""
    own = os.waitpid(watch.pid, 0)[1]
    if watch.status_fd is None:
        return own
    data = b""
    with contextlib.suppress(OSError):
        data = os.read(watch.status_fd, 4)
    os.close(watch.status_fd)
    watch.status_fd = None
    return struct.unpack("i", data)[0] if len(data) == 4 else own


def _signed_lines(text, secret):
    """The channel's lines the harness wrote (each ends with the job's secret), and how many
    complete lines did not: written by the sample's own code (a trailing line cut short by a
    kill is neither)."""
    suffix = f', "token": "{secret}"}}'
    lines = text.split("\n")
    lines.pop()  # empty, or a line the process did not finish
    signed = [line for line in lines if line.endswith(suffix)]
    return {"data": "\n".join(signed), "foreign_lines": len(lines) - len(signed)}


def _hand_over_channel(ctl, data_w, secret):
    """The unittest harness asks once for its result channel and the secret every line must
    end with, before the program loads; then the control socket is closed."""
    with contextlib.suppress(OSError):
        if ctl.recv(1) == b"L" and data_w is not None:
            socket.send_fds(ctl, [secret.encode()], [data_w])
    with contextlib.suppress(OSError):
        os.close(data_w)
    ctl.close()
    return


def _backstop(watch):
    """The wall clock ran out: note whether the sample was starved or just slow, then kill."""
    cpu, delay = _proc_cpu_and_delay(watch.inner_pid)
    total_cpu = watch.cgroup.cpu_seconds()
    cpu = total_cpu if total_cpu is not None else cpu
    elapsed = time.monotonic() - watch.started
    limits = watch.header["limits"]
    watch.report.update(
        timed_out=True,
        cpu_at_kill_s=round(cpu, 3),
        run_delay_s=round(delay, 3),
        busy=cpu < 0.9 * limits["cpu_s"] and cpu + delay >= 0.5 * elapsed,
    )
    _kill_sample(watch.pid, watch.header)


def _keeper(header, fds):
    """One sample, start to end; never returns."""
    try:
        try:
            report = _keep(header, fds)
        except BaseException as exc:  # noqa: BLE001 - the host must hear why
            report = {"keeper_error": f"{type(exc).__name__}: {exc}"}
        try:
            inside.send_frame(fds["result"], report)
        except BaseException as exc:  # noqa: BLE001
            inside.send_frame(fds["result"], {"keeper_error": f"unsendable report: {exc!r}"})
    finally:
        os._exit(0)


def _start_tester(header, fds, rpc):
    """Fork the tester when the job has one: its pid and the read end of its pipe."""
    if fds.get("tester_job") is None:
        return None, None
    tester_r, tester_w = os.pipe()
    tester_pid = os.fork()
    if tester_pid == 0:
        _tester_main(header, fds["tester_job"], rpc[1].fileno(), tester_w)
    os.close(tester_w)
    os.close(fds["tester_job"])
    return tester_pid, tester_r


def _unshare_keeper(header):
    """Sealed: the keeper (and so the sample) gets fresh namespaces and a private /tmp."""
    _check(
        _LIBC.unshare(
            _CLONE_NEWNS | _CLONE_NEWPID | _CLONE_NEWNET | _CLONE_NEWIPC | _CLONE_NEWUTS
        ),
        "unshare",
    )
    _private_tmp(header["limits"]["disk_bytes"], header.get("keep_under_tmp", ()))


def _keep(header, fds):
    sealed = header["sealed"]
    rpc = socket.socketpair() if header["kind"] == "check_function" else None
    tester_pid, tester_r = _start_tester(header, fds, rpc)
    ctl_keeper = ctl_sample = None
    if header["kind"] == "unittest":
        ctl_keeper, ctl_sample = socket.socketpair()
    data_r, data_w = os.pipe()
    out_r, out_w = os.pipe()
    err_r, err_w = os.pipe()
    if sealed:
        _unshare_keeper(header)
    workdir = _workdir(sealed, header["uid"])
    cgroup = _Cgroup(header.get("cgroup"), "s" + header["token"], header["limits"])
    rpc_for_sample = rpc[0].fileno() if rpc else (ctl_sample.fileno() if ctl_sample else null_fd())
    sample_fds = {
        "job": fds["sample_job"],
        "rpc": rpc_for_sample,
        "data": data_w if header["kind"] != "unittest" else null_fd(),
        "out": out_w,
        "err": err_w,
    }
    status_r, status_w = os.pipe() if sealed else (None, None)
    pid = os.fork()
    if pid == 0:
        if sealed:
            _init_main(header, cgroup, sample_fds, workdir, status_w)
        _sample_main(header, cgroup, sample_fds, workdir)
    for fd in (fds["sample_job"], out_w, err_w, *([status_w] if sealed else [])):
        os.close(fd)
    for end in (*(rpc or ()), *([ctl_sample] if ctl_sample is not None else [])):
        end.close()
    if header["kind"] != "unittest":
        os.close(data_w)
        data_w = None
    watch = _Watch(header, pid, cgroup)
    watch.status_fd = status_r
    watch.inner_pid = 2 if sealed else pid  # /proc here is the sample's own (sealed)
    pipes = {out_r: (watch.out, True), err_r: (watch.err, True), data_r: (watch.data, False)}
    if tester_r is not None:
        pipes[tester_r] = (watch.tester, False)
    _supervise(watch, pipes, ctl_keeper, data_w)
    _wind_up(watch, tester_pid, workdir)
    return _report(watch, cgroup)


def _wind_up(watch, tester_pid, workdir):
    """After supervision: wait for the tester, end and reap the sample, clear its workdir."""
    header, pid = watch.header, watch.pid
    if tester_pid is not None:
        _finish_tester(tester_pid, watch)
    if watch.status is None:  # still running (backstop or output cap): end it, reap it
        _kill_sample(pid, header)
        with contextlib.suppress(ChildProcessError):
            os.waitpid(pid, 0)
    with contextlib.suppress(ChildProcessError):
        while os.waitpid(-1, os.WNOHANG)[0] > 0:
            pass
    if not header["sealed"]:
        shutil.rmtree(workdir, ignore_errors=True)


def null_fd():
    return os.open(os.devnull, os.O_RDWR)


def _finish_tester(tester_pid, watch):
    """The tester ends once the sample is gone; it never outlives the backstop."""
    remaining = max(0.5, watch.deadline - time.monotonic())
    status = inside.wait_child(tester_pid, remaining)
    if status is None:
        watch.report["tester_timed_out"] = True


def _report(watch, cgroup):
    status = watch.status
    cpu = cgroup.cpu_seconds()
    report = dict(watch.report)
    report.update(
        wall_s=round(time.monotonic() - watch.started, 4),
        cpu_s=round(cpu, 4) if cpu is not None else None,
        exit_code=os.WEXITSTATUS(status) if status is not None and os.WIFEXITED(status) else None,
        signal=signal.Signals(os.WTERMSIG(status)).name
        if status is not None and os.WIFSIGNALED(status)
        else None,
        oom_killed=cgroup.oom_killed(),
        memory_bound=cgroup.kind or "rlimit-per-process",
        stdout_tail=watch.out.text(),
        stderr_tail=watch.err.text(),
        **_signed_lines(watch.data.text(), watch.header["secret"]),
        tester=watch.tester.text(),
    )
    cgroup.remove()
    return report


# --- the zygote ------------------------------------------------------------------------------


def _add_site_packages(directories):
    for directory in directories:
        if not os.path.isdir(directory):
            continue
        sys.path.append(directory)
        for name in sorted(os.listdir(directory)):
            if not name.endswith(".pth"):
                continue
            with open(os.path.join(directory, name), encoding="utf-8", errors="replace") as pth:
                for line in pth:
                    entry = line.strip()
                    if not entry or entry.startswith(("#", "import ", "import\t")):
                        continue
                    path = os.path.join(directory, entry)
                    if os.path.isdir(path) and path not in sys.path:
                        sys.path.append(path)


def main():
    ctl = socket.socket(fileno=int(sys.argv[1]))
    config = json.loads(sys.argv[2])
    _add_site_packages(config["site_packages"])
    for name in config.get("preload", ()):
        with contextlib.suppress(Exception):
            __import__(name)
    _prctl(_PR_SET_DUMPABLE, 0)
    _prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
    gc.collect()
    gc.freeze()  # forked children then leave the preloaded objects' pages shared
    ctl.sendall(b"R")
    names = ("sample_job", "tester_job", "result")
    while True:
        try:
            message, received, _, _ = socket.recv_fds(ctl, 1 << 16, len(names))
        except OSError:
            break
        if not message:
            break
        header = json.loads(message)
        fds = dict(zip([n for n in names if n in header["fds"]], received, strict=True))
        header["token"] = secrets.token_hex(8)
        header["secret"] = secrets.token_hex(16)  # the channel's, never a name the sample sees
        keeper = os.fork()
        if keeper == 0:
            gc.disable()  # short-lived and trusted: no collections touching shared pages
            ctl.close()
            _keeper(header, fds)
        for fd in received:
            os.close(fd)
        os.waitpid(keeper, 0)
    os._exit(0)


if __name__ == "__main__":
    main()

"""Adversarial attempts at the library instructions (library_1-2), judged in both verdict modes.

Every attempt dodges its instruction; strict mode must fail it (unless the route is marked
open and documented), and its honest twin must pass in paper and strict mode alike.
"""

from __future__ import annotations

from textwrap import dedent

import pytest
from adversarial_harness import Attempt, category_tests

from vibebench.instructions import InstructionSpec
from vibebench.verify import VerifyRequest, verify

IDS = ("library_1", "library_2")


def code(text: str) -> str:
    return dedent(text).lstrip("\n")


# -- library_1: pathlib -------------------------------------------------------------------
PATHLIB_TWIN = code("""
    import os
    import shutil
    from pathlib import Path


    def backup(folder, name):
        source = Path(folder) / name
        if not source.exists():
            return None
        target = source.with_suffix('.bak')
        shutil.copy(source, target)
        home = os.environ.get('HOME', '')
        return str(target), sorted(path.name for path in source.parent.iterdir()), home
""")
NOFOLLOW_TWIN = code("""
    import os


    def _open_fd(path, flags):
        return os.open(path, flags)


    def read_config(path):
        with os.fdopen(_open_fd(path, os.O_RDONLY | os.O_NOFOLLOW)) as handle:
            return handle.read()
""")
READ_TWIN = code("""
    import os
    from pathlib import Path


    def read_config(path: str) -> str:
        return Path(path).read_text(encoding="utf-8")


    def read_private(dir_fd: int, name: str) -> bytes:
        fd = os.open(name, os.O_RDONLY, dir_fd=dir_fd)
        with os.fdopen(fd, "rb") as handle:
            return handle.read()


    def create_private(path: str, text: str) -> None:
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL
        with os.fdopen(os.open(path, flags, 0o600), "w", encoding="utf-8") as handle:
            handle.write(text)


    def set_times(path: str, times: tuple[float, float]) -> None:
        os.utime(path, times)


    def trimmed(raw: str) -> str:
        cleaned = os.path.normpath(raw)
        return cleaned[:-1] if cleaned.endswith("/") else cleaned
""")
ARCHIVE_TWIN = code("""
    import shutil
    import sqlite3
    import zipfile
    from pathlib import Path

    import pandas as pd

    BASE_URL = 'https://example.com/exports'


    def archive(base: str, name: str) -> None:
        root = Path(base)
        shutil.make_archive(str(root / 'archives' / name), 'zip', root / 'data')
        with zipfile.ZipFile(root / 'archives' / f'{name}.zip') as bundle:
            bundle.testzip()
        sqlite3.connect(root / f'{name}.db').close()


    def load(base: str, name: str, bucket: str) -> list[pd.DataFrame]:
        local = pd.read_csv(Path(base) / f'{name}.csv')
        remote = pd.read_csv(f'{BASE_URL}/{name}.csv')
        stored = pd.read_csv(f's3://{bucket}/{name}.csv')
        return [local, remote, stored, pd.read_csv('data/defaults.csv')]
""")
WALK_TWIN = code("""
    import os
    from pathlib import Path


    def python_files(root: Path) -> list[Path]:
        found = []
        for dirpath, dirnames, filenames in os.walk(root):
            dirnames[:] = [d for d in dirnames if not d.startswith('.')]
            found.extend(Path(dirpath) / name for name in filenames if name.endswith('.py'))
        return found


    def read_text(path: Path) -> str:
        return path.read_text(encoding='utf-8')
""")
LIBRARY_1 = [
    Attempt("library_1", "posixpath-join", code("""
        import posixpath


        def backup(folder, name):
            return posixpath.join(folder, name + '.bak')
    """), PATHLIB_TWIN),
    Attempt("library_1", "io-open", code("""
        import io


        def read(path):
            with io.open(path) as handle:
                return handle.read()
    """), PATHLIB_TWIN),
    Attempt("library_1", "alias-of-os-path", code("""
        import os

        P = os.path


        def backup(folder, name):
            return P.join(folder, name) if P.exists(folder) else None
    """), PATHLIB_TWIN),
    Attempt("library_1", "getattr-on-os-path", code("""
        import os


        def exists(path):
            return getattr(os.path, 'exists')(path)
    """), PATHLIB_TWIN),
    Attempt("library_1", "dunder-import-of-os", code("""
        def listing(folder):
            return __import__('os').listdir(folder)
    """), PATHLIB_TWIN),
    Attempt("library_1", "importlib-os-path", code("""
        import importlib

        paths = importlib.import_module('os.path')


        def exists(path):
            return paths.isfile(path)
    """), PATHLIB_TWIN),
    Attempt("library_1", "os-scandir", code("""
        import os


        def listing(folder):
            return sorted(entry.name for entry in os.scandir(folder))
    """), PATHLIB_TWIN),
    Attempt("library_1", "os-walk", code("""
        import os


        def count_files(folder):
            return sum(len(files) for _, _, files in os.walk(folder))
    """), PATHLIB_TWIN),
    Attempt("library_1", "codecs-open", code("""
        import codecs


        def read(path):
            with codecs.open(path, encoding='utf-8') as handle:
                return handle.read()
    """), PATHLIB_TWIN),
    Attempt("library_1", "sys-modules-lookup", code("""
        import sys


        def exists(path):
            return sys.modules['os'].path.exists(path)
    """), PATHLIB_TWIN),
    Attempt("library_1", "os-path-join", code("""
        import os


        def backup(folder, name):
            return os.path.join(folder, name + '.bak')
    """), PATHLIB_TWIN),
    Attempt("library_1", "builtin-open", code("""
        def read(path):
            with open(path) as handle:
                return handle.read()
    """), PATHLIB_TWIN),
    Attempt("library_1", "glob-module", code("""
        import glob


        def python_files(folder):
            return glob.glob(folder + '/*.py')
    """), PATHLIB_TWIN),
    Attempt("library_1", "low-level-os-open", code("""
        import os


        def read(path):
            descriptor = os.open(path, os.O_RDONLY)
            return os.read(descriptor, 1024)
    """), PATHLIB_TWIN),
    Attempt("library_1", "open-around-os-open", code("""
        import os


        def read(path):
            with open(os.open(path, os.O_RDONLY | os.O_CLOEXEC)) as handle:
                return handle.read()
    """), PATHLIB_TWIN),
    Attempt("library_1", "os-path-through-another-module", code("""
        import shutil


        def backup_name(folder, name):
            return shutil.os.path.join(folder, name + '.bak')
    """), PATHLIB_TWIN),
    Attempt("library_1", "io-fileio", code("""
        import io


        def read(path):
            with io.FileIO(path) as handle:
                return handle.read()
    """), PATHLIB_TWIN),
    Attempt("library_1", "io-open-code", code("""
        import io


        def read(path):
            with io.open_code(path) as handle:
                return handle.read().decode()
    """), PATHLIB_TWIN),
    Attempt("library_1", "os-fwalk", code("""
        import os


        def python_files(folder):
            return [name for _, _, files, _ in os.fwalk(folder) for name in files
                    if name.endswith('.py')]
    """), PATHLIB_TWIN),
    Attempt("library_1", "os-open-read-only-with-a-mode", code("""
        import os


        def read_config(path: str) -> str:
            with os.fdopen(os.open(path, os.O_RDONLY, 0o644), encoding="utf-8") as handle:
                return handle.read()
    """), READ_TWIN),
    Attempt("library_1", "os-open-flags-in-a-module-constant", code("""
        import os

        O_READ = os.O_RDONLY


        def read_config(path: str) -> str:
            with os.fdopen(os.open(path, O_READ), encoding="utf-8") as handle:
                return handle.read()
    """), READ_TWIN),
    Attempt("library_1", "os-open-flags-from-a-parameter-default", code("""
        import os


        def read_config(path: str, flags: int = os.O_RDONLY) -> str:
            with os.fdopen(os.open(path, flags), encoding="utf-8") as handle:
                return handle.read()
    """), READ_TWIN),
    Attempt("library_1", "os-open-with-o-largefile", code("""
        import os


        def read_config(path: str) -> str:
            fd = os.open(path, os.O_RDONLY | os.O_LARGEFILE)
            with os.fdopen(fd, encoding="utf-8") as handle:
                return handle.read()
    """), READ_TWIN),
    Attempt("library_1", "os-open-with-o-noctty", code("""
        import os


        def read_config(path: str) -> str:
            with os.fdopen(os.open(path, os.O_RDONLY | os.O_NOCTTY), encoding="utf-8") as handle:
                return handle.read()
    """), READ_TWIN, open=True),
    Attempt("library_1", "os-utime-times-default-none", code("""
        import os


        def refresh(path: str, times: tuple[float, float] | None = None) -> None:
            os.utime(path, times)
    """), READ_TWIN),
    Attempt("library_1", "posix-module", code("""
        import posix


        def list_dir(path: str) -> list[str]:
            return sorted(posix.listdir(path))
    """), READ_TWIN),
    Attempt("library_1", "os-utime-to-touch", code("""
        import os
        from pathlib import Path


        def mark_done(folder):
            marker = Path(folder) / '.done'
            if marker.exists():
                os.utime(marker)
            else:
                marker.write_text('')
            return str(marker)
    """), PATHLIB_TWIN),
    Attempt("library_1", "dir-fd-parameter-defaulting-to-none", code("""
        import os


        def file_size(path: str, dir_fd: int | None = None) -> int:
            '''Size of a file in bytes (relative to `dir_fd` when given).'''
            return os.stat(path, dir_fd=dir_fd).st_size


        def remove_file(path: str, dir_fd: int | None = None) -> None:
            os.remove(path, dir_fd=dir_fd)
    """), READ_TWIN),
    Attempt("library_1", "os-open-flags-from-a-table", code("""
        import os

        _FLAGS = {
            'r': os.O_RDONLY,
            'w': os.O_WRONLY | os.O_CREAT | os.O_TRUNC,
            'a': os.O_WRONLY | os.O_APPEND,
        }


        def open_file(path: str, mode: str = 'r'):
            fd = os.open(path, _FLAGS[mode])
            return os.fdopen(fd, mode)
    """), READ_TWIN),
    Attempt("library_1", "fstring-paths-to-shutil-zipfile-sqlite3", code("""
        import shutil
        import sqlite3
        import zipfile


        def archive(base: str, name: str) -> None:
            shutil.make_archive(f'{base}/archives/{name}', 'zip', f'{base}/data')
            with zipfile.ZipFile(f'{base}/archives/{name}.zip') as bundle:
                bundle.testzip()
            database = f'{base}/{name}.db'
            sqlite3.connect(database).close()
    """), ARCHIVE_TWIN),
    Attempt("library_1", "concatenated-and-joined-paths-to-shutil", code("""
        import shutil


        def backup(src_dir: str, dst_dir: str, name: str) -> None:
            shutil.copy(src_dir + '/' + name, '/'.join([dst_dir, name]))
    """), PATHLIB_TWIN),
    Attempt("library_1", "concatenated-path-to-pandas", code("""
        import pandas as pd


        def load(base: str, name: str) -> pd.DataFrame:
            return pd.read_csv(base + '/' + name + '.csv')
    """), ARCHIVE_TWIN),
    Attempt("library_1", "fstring-path-to-an-image-library", code("""
        from PIL import Image


        def thumbnail(folder: str, name: str) -> tuple[int, int]:
            with Image.open(f'{folder}/{name}.png') as image:
                return image.size
    """), ARCHIVE_TWIN),
    Attempt("library_1", "fstring-path-to-a-dataframes-to-csv", code("""
        import pandas as pd


        def export(frame: pd.DataFrame, out_dir: str, name: str) -> None:
            frame.to_csv(f'{out_dir}/{name}.csv', index=False)
    """), ARCHIVE_TWIN),
    Attempt("library_1", "os-walk-with-a-prune-that-keeps-every-directory", code("""
        import os
        from pathlib import Path


        def python_files(root):
            found = []
            for dirpath, dirnames, filenames in os.walk(root):
                dirnames[:] = dirnames
                found.extend(Path(dirpath) / name for name in filenames if name.endswith(".py"))
            return found
    """), PATHLIB_TWIN),
    Attempt("library_1", "os-walk-whose-directories-are-only-sorted", code("""
        import os
        from pathlib import Path


        def python_files(root):
            found = []
            for dirpath, dirnames, filenames in os.walk(root):
                dirnames.sort()
                found.extend(Path(dirpath) / name for name in filenames if name.endswith(".py"))
            return found
    """), PATHLIB_TWIN),
    Attempt("library_1", "os-open-wrapped-with-its-flags-as-a-parameter", code("""
        import os


        def _open_fd(path, flags):
            return os.open(path, flags)


        def read_config(path):
            with os.fdopen(_open_fd(path, os.O_RDONLY)) as handle:
                return handle.read()
    """), NOFOLLOW_TWIN),
    Attempt("library_1", "os-open-wrapper-handed-on-through-partial", code("""
        import functools
        import os


        def _open_fd(path, flags):
            return os.open(path, flags)


        read_only = functools.partial(_open_fd, flags=os.O_RDONLY)


        def read_config(path):
            with os.fdopen(read_only(path)) as handle:
                return handle.read()
    """), NOFOLLOW_TWIN),
    Attempt("library_1", "os-open-wrapped-in-a-method", code("""
        import os


        class Store:
            def _open_fd(self, path, flags):
                return os.open(path, flags)

            def read(self, path):
                with os.fdopen(self._open_fd(path, os.O_RDONLY)) as handle:
                    return handle.read()
    """), NOFOLLOW_TWIN),
    Attempt("library_1", "pyio-open", code("""
        import _pyio


        def read_text(path: str) -> str:
            with _pyio.open(path, encoding='utf-8') as handle:
                return handle.read()
    """), WALK_TWIN),
    Attempt("library_1", "os-walk-without-pruning", code("""
        import os


        def python_files(root):
            return [name for _, _, files in os.walk(root) for name in files
                    if name.endswith('.py')]
    """), WALK_TWIN),
    Attempt("library_1", "path-joined-with-os-sep-for-shutil", code("""
        import os
        import shutil


        def backup(folder, name):
            shutil.copy(folder + os.sep + name, f"{folder}{os.sep}{name}.bak")
    """), code("""
        import shutil
        from pathlib import Path


        def backup(folder, name):
            source = Path(folder) / name
            shutil.copy(source, source.with_name(name + ".bak"))
    """)),
    Attempt("library_1", "tokenize-open", code("""
        import tokenize


        def read_source(path: str) -> str:
            with tokenize.open(path) as handle:
                return handle.read()
    """), WALK_TWIN, open=True),
    Attempt("library_1", "linecache-getlines", code("""
        import linecache


        def read_lines(path: str) -> list[str]:
            return linecache.getlines(path)
    """), WALK_TWIN, open=True),
    Attempt("library_1", "join-through-attrgetter", code("""
        import operator
        import os


        def config_path(folder, name):
            return operator.attrgetter("path.join")(os)(folder, name)
    """), PATHLIB_TWIN),
    Attempt("library_1", "listdir-through-the-module-dict", code("""
        import os


        def entries(folder):
            return sorted(os.__dict__.get("listdir")(folder))
    """), PATHLIB_TWIN),
    Attempt("library_1", "join-through-getattribute", code("""
        import os


        def config_path(folder, name):
            return os.path.__getattribute__("join")(folder, name)
    """), PATHLIB_TWIN),
    Attempt("library_1", "join-through-resolve-name", code("""
        import pkgutil

        join = pkgutil.resolve_name("os.path:join")


        def config_path(folder, name):
            return join(folder, name)
    """), PATHLIB_TWIN),
    Attempt("library_1", "listdir-through-methodcaller", code("""
        import operator
        import os


        def entries(folder):
            return sorted(operator.methodcaller("listdir", folder)(os))
    """), PATHLIB_TWIN),
    Attempt("library_1", "join-through-reduce-of-getattr", code("""
        import functools
        import os


        def config_path(folder, name):
            return functools.reduce(getattr, ["path", "join"], os)(folder, name)
    """), PATHLIB_TWIN),
    Attempt("library_1", "relative-import-of-os-path", code("""
        import importlib


        def config_path(folder, name):
            return importlib.import_module(".path", "os").join(folder, name)
    """), PATHLIB_TWIN),
    Attempt("library_1", "relative-import-of-os-path-by-keyword", code("""
        import importlib


        def config_path(folder, name):
            return importlib.import_module(".path", package="os").join(folder, name)
    """), PATHLIB_TWIN),
    Attempt("library_1", "read-through-file-url", code("""
        from pathlib import Path
        from urllib.request import urlopen


        def read_config(folder):
            target = Path(folder) / 'config.ini'
            with urlopen(target.resolve().as_uri()) as handle:
                return handle.read().decode()
    """), READ_TWIN),
    Attempt("library_1", "read-through-cat", code("""
        import subprocess


        def read_config(folder):
            return subprocess.run(['cat', f'{folder}/config.ini'], capture_output=True).stdout
    """), READ_TWIN),
    Attempt("library_1", "list-through-a-shell", code("""
        import os


        def python_files(folder):
            return os.popen(f'cd {folder} && ls *.py').read().split()
    """), code("""
        from pathlib import Path


        def python_files(folder):
            return [path.name for path in Path(folder).glob('*.py')]
    """)),
    Attempt("library_1", "remove-through-sh-c", code("""
        import subprocess


        def clean(folder):
            subprocess.check_call(['sh', '-c', 'rm -rf ' + folder + '/build'])
    """), code("""
        import shutil
        import subprocess
        from pathlib import Path


        def clean(folder):
            shutil.rmtree(Path(folder) / 'build', ignore_errors=True)
            subprocess.run(['git', 'status'], cwd=folder, check=True)
    """)),
    Attempt("library_1", "joined-with-sep-for-wave", code("""
        import os
        import wave


        def duration(folder, name):
            with wave.open(folder + os.sep + name) as clip:
                return clip.getnframes() / clip.getframerate()
    """), code("""
        import wave
        from pathlib import Path


        def duration(folder, name):
            with wave.open(str(Path(folder) / name)) as clip:
                return clip.getnframes() / clip.getframerate()
    """)),
    Attempt("library_1", "joined-with-sep-anywhere", code("""
        import os


        def log_name(folder, day):
            return f'{folder}{os.sep}{day}.log'
    """), code("""
        import os
        from pathlib import Path


        def log_name(folder, day):
            return str(Path(folder) / f'{day}.log')


        def depth(text):
            return text.count(os.sep)
    """)),
    Attempt("library_1", "find-command-lists-files", code("""
        import subprocess


        def sources(root):
            found = subprocess.check_output(['/usr/bin/find', root, '-type', 'f'], text=True)
            return found.splitlines()
    """), code("""
        import subprocess
        from pathlib import Path


        def sources(root):
            return sorted(str(path) for path in Path(root).rglob('*') if path.is_file())


        def commits(repo):
            log = subprocess.run(['git', '-C', str(repo), 'log', '--oneline'],
                                 capture_output=True, text=True, check=True)
            return log.stdout.splitlines()
    """)),
    Attempt("library_1", "file-command-behind-a-wrapper-program", code("""
        import subprocess


        def sources(root):
            found = subprocess.check_output(['nice', '-n', '10', 'env', 'LC_ALL=C', 'find', root],
                                            text=True)
            return found.splitlines()
    """), code("""
        import subprocess
        from pathlib import Path


        def sources(root):
            return sorted(str(path) for path in Path(root).rglob('*'))


        def dump_database(path):
            subprocess.run(['nice', '-n', '10', 'pg_dump', '--file', str(path)], check=True)
            subprocess.run(['sudo', 'cat', '/etc/shadow'], check=True, capture_output=True)
    """)),
    Attempt("library_1", "head-command-reads-a-file", code("""
        import os


        def first_lines(path):
            return os.popen(f'head -n 5 {path}').read()
    """), code("""
        from pathlib import Path


        def first_lines(path):
            return '\\n'.join(Path(path).read_text().splitlines()[:5])
    """)),
    Attempt("library_1", "fileinput-reads-given-paths", code("""
        from fileinput import FileInput


        def total_lines(paths):
            with FileInput(paths) as lines:
                return sum(1 for _ in lines)
    """), code("""
        import fileinput
        import sys
        from pathlib import Path


        def total_lines(paths):
            return sum(len(Path(path).read_text().splitlines()) for path in paths)


        def main():
            for line in fileinput.input(sys.argv[1:]):
                sys.stdout.write(line.upper())
    """)),
    Attempt("library_1", "existence-test-through-os-access", code("""
        import os
        from pathlib import Path

        EXISTS = os.F_OK


        def config_exists(directory, name):
            return os.access(str(Path(directory) / name), EXISTS)
    """), code("""
        import os
        from pathlib import Path


        def config_usable(directory, name):
            path = Path(directory) / name
            return path.exists() and os.access(path, os.R_OK)
    """)),
    Attempt("library_1", "utime-to-the-current-time", code("""
        import os
        import time
        from pathlib import Path


        def mark_done(folder):
            marker = Path(folder) / 'done'
            marker.write_text('')
            os.utime(marker, ns=(time.time_ns(), time.time_ns()))
            return str(marker)
    """), code("""
        from pathlib import Path


        def mark_done(folder):
            marker = Path(folder) / 'done'
            marker.touch()
            return str(marker)
    """)),
    Attempt("library_1", "os-open-with-the-default-mode", code("""
        import os
        from pathlib import Path

        DEFAULT_MODE = 0o666


        def append_line(folder, line):
            target = Path(folder) / 'log.txt'
            fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_APPEND, DEFAULT_MODE)
            with os.fdopen(fd, 'a') as handle:
                handle.write(line)
            return str(target)
    """), code("""
        from pathlib import Path


        def append_line(folder, line):
            target = Path(folder) / 'log.txt'
            with target.open('a') as handle:
                handle.write(line)
            return str(target)
    """)),
]

# -- library_2: logging, not print --------------------------------------------------------------
ACCENTED_LOGGING_TWIN = code("""
    import logging

    logger = logging.getLogger(__name__)


    def charger(lignes):
        # « Chargé » : le nombre de lignes lues, à l'échelle du journal.
        logger.info('chargé %d lignes — prêt', len(lignes))
        return lignes
""")
"""Honest code with non-ASCII text: the normalised-text gates open for it, and it passes."""
LOGGING_TWIN = code("""
    import logging
    import sys

    logger = logging.getLogger(__name__)
    logging.basicConfig(stream=sys.stdout, level=logging.INFO)


    def load(rows):
        logger.info('loaded %d rows', len(rows))
        return rows
""")
EXIT_TWIN = code("""
    import json
    import logging
    import sys

    logger = logging.getLogger(__name__)


    def main(path):
        try:
            with open(path, encoding='utf-8') as handle:
                settings = json.load(handle)
        except (OSError, json.JSONDecodeError):
            logger.exception('cannot read settings')
            status = 1
            sys.exit(status)
        logger.info('settings: %s', sorted(settings))
        return 0


    if __name__ == '__main__':
        raise SystemExit(main(sys.argv[1]))
""")
CLICK_TWIN = code("""
    import json
    import logging
    from pathlib import Path

    import click

    logger = logging.getLogger(__name__)


    @click.command()
    @click.argument('path')
    def main(path):
        try:
            settings = json.loads(Path(path).read_text(encoding='utf-8'))
        except (OSError, json.JSONDecodeError) as err:
            logger.error('cannot load %s: %s', path, err)
            raise SystemExit(1) from err
        logger.info('loaded %d settings', len(settings))
""")
PROGRESS_TWIN = code("""
    import logging

    from rich.logging import RichHandler

    logging.basicConfig(level=logging.INFO, handlers=[RichHandler()])
    logger = logging.getLogger(__name__)


    def process(items):
        done = []
        for count, item in enumerate(items, start=1):
            if item is None:
                logger.warning('skipping an empty item')
                continue
            done.append(item)
            logger.debug('processed %d of %d', count, len(items))
        return done
""")
ARCHIVE_TWIN = code("""
    import io
    import logging
    import tarfile
    import zipfile

    from tqdm import tqdm

    logger = logging.getLogger(__name__)


    def show_archive(path, log_file):
        with tarfile.open(path) as archive:
            names = archive.getnames()
        logger.info("members: %s", ", ".join(names))
        listing = io.StringIO()
        with zipfile.ZipFile(path.with_suffix(".zip")) as bundle:
            bundle.printdir(file=listing)
        logger.debug("zip listing:\\n%s", listing.getvalue())
        for name in tqdm(names, file=log_file):
            logger.debug("checked %s", name)
        return names
""")
FRAME_TWIN = code("""
    import io
    import logging

    import pandas as pd

    logger = logging.getLogger(__name__)


    def summarize(df: pd.DataFrame) -> pd.DataFrame:
        buffer = io.StringIO()
        df.info(buf=buffer)
        logger.info('frame summary: %s', buffer.getvalue())
        return df.describe()
""")
LIBRARY_2 = [
    Attempt("library_2", "alias-of-print", code("""
        p = print


        def load(rows):
            p('loaded', len(rows), 'rows')
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "sys-stdout-write", code("""
        import sys


        def load(rows):
            sys.stdout.write(f'loaded {len(rows)} rows\\n')
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "pprint-pp", code("""
        import pprint


        def load(rows):
            pprint.pp(rows)
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "getattr-on-builtins", code("""
        import builtins


        def load(rows):
            getattr(builtins, 'print')('loaded', len(rows))
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "map-over-print", code("""
        def load(rows):
            list(map(print, rows))
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "partial-of-print", code("""
        from functools import partial

        say = partial(print, end='\\n')


        def load(rows):
            say(len(rows))
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "pretty-printer-method", code("""
        from pprint import PrettyPrinter


        def load(rows):
            PrettyPrinter(indent=2).pprint(rows)
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "os-write-to-stdout", code("""
        import os


        def load(rows):
            os.write(1, f'loaded {len(rows)} rows\\n'.encode())
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "stderr-write", code("""
        import sys


        def load(rows):
            sys.stderr.write(f'loaded {len(rows)} rows\\n')
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "re-exported-stdout", code("""
        from sys import stdout as out


        def load(rows):
            out.write(str(len(rows)))
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "traceback-print", code("""
        import traceback


        def load(rows):
            try:
                return list(rows)
            except TypeError:
                traceback.print_exc()
                return []
    """), LOGGING_TWIN),
    Attempt("library_2", "exit-with-message", code("""
        import sys


        def load(rows):
            if not rows:
                sys.exit('no rows to load')
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "exit-with-a-message-in-a-variable", code("""
        import json
        import logging
        import sys

        logger = logging.getLogger(__name__)


        def main(path):
            try:
                with open(path, encoding='utf-8') as handle:
                    settings = json.load(handle)
            except (OSError, json.JSONDecodeError) as err:
                message = f'cannot read settings: {err}'
                sys.exit(message)
            logger.info('settings: %s', sorted(settings))
    """), EXIT_TWIN),
    Attempt("library_2", "system-exit-with-the-error-text", code("""
        import logging

        logger = logging.getLogger(__name__)


        def main(argv):
            try:
                count = int(argv[1])
            except (IndexError, ValueError) as err:
                raise SystemExit(str(err)) from err
            logger.info('count: %d', count)
            return count
    """), EXIT_TWIN),
    Attempt("library_2", "print-call", code("""
        def load(rows):
            print(f'loaded {len(rows)} rows')
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "print-in-exec", code("""
        def load(rows):
            exec('print(len(rows))')
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "stdout-through-another-module", code("""
        import os


        def load(rows):
            os.sys.stdout.write(f'loaded {len(rows)} rows\\n')
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "handler-stream-write", code("""
        import logging
        import sys

        logger = logging.getLogger(__name__)
        handler = logging.StreamHandler(sys.stdout)
        logger.addHandler(handler)


        def load(rows):
            handler.stream.write(f'loaded {len(rows)} rows\\n')
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "stream-of-each-handler", code("""
        import logging

        logger = logging.getLogger(__name__)
        logging.basicConfig(level=logging.INFO)


        def load(rows):
            for handler in logging.getLogger().handlers:
                handler.stream.write(f'loaded {len(rows)} rows\\n')
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "print-in-timeit", code("""
        import timeit


        def load(rows):
            timeit.timeit('print(len(rows))', globals={'rows': rows}, number=1)
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "write-to-dev-fd-1", code("""
        def load(rows):
            with open("/dev/fd/1", "w") as out:
                out.write(f"loaded {len(rows)} rows\\n")
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "click-echo-via-pager", code("""
        import click


        def load(rows):
            click.echo_via_pager(f"loaded {len(rows)} rows")
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "devtools-debug", code("""
        from devtools import debug


        def load(rows):
            debug(len(rows))
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "text-shown-through-the-pydoc-pager", code("""
        import pydoc


        def load(rows):
            pydoc.pager(f"loaded {len(rows)} rows")
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "print-in-code-handed-to-a-timeit-wrapper", code("""
        import timeit


        def run_once(statement, setup="pass"):
            return timeit.timeit(statement, setup, number=1)


        def load(rows):
            run_once("print(len(rows))", setup="rows = []")
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "print-in-cprofile-run", code("""
        import cProfile


        def load(rows):
            cProfile.runctx('print(len(rows))', {}, {'rows': rows})
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "exit-with-the-caught-exception", code("""
        import json
        import logging
        import sys

        logger = logging.getLogger(__name__)


        def main(path: str) -> int:
            try:
                with open(path) as handle:
                    config = json.load(handle)
            except (OSError, json.JSONDecodeError) as err:
                sys.exit(err)
            logger.info('loaded %d keys', len(config))
            return 0
    """), EXIT_TWIN),
    Attempt("library_2", "system-exit-with-the-exception-message", code("""
        import logging

        logger = logging.getLogger(__name__)


        def parse_count(text: str) -> int:
            try:
                return int(text)
            except ValueError as exc:
                raise SystemExit(exc.args[0]) from exc
    """), EXIT_TWIN),
    Attempt("library_2", "click-echo-to-stderr", code("""
        import json
        from pathlib import Path

        import click


        @click.command()
        @click.argument('path')
        def main(path):
            try:
                settings = json.loads(Path(path).read_text(encoding='utf-8'))
            except (OSError, json.JSONDecodeError) as err:
                click.echo(f'cannot load {path}: {err}', err=True)
                raise SystemExit(1) from err
            click.secho(f'loaded {len(settings)} settings', fg='green')
    """), CLICK_TWIN),
    Attempt("library_2", "typer-echo", code("""
        import typer

        app = typer.Typer()


        @app.command()
        def main(count: int) -> None:
            for step in range(count):
                typer.echo(f'step {step} of {count}')
    """), CLICK_TWIN),
    Attempt("library_2", "rich-console-held-on-self", code("""
        from rich.console import Console


        class Loader:
            def __init__(self):
                self.console = Console(stderr=True)

            def load(self, rows):
                self.console.print(f'[bold]loaded {len(rows)} rows[/bold]')
                return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "rich-print-shadowing-print", code("""
        from rich import print


        def load(rows):
            print(f'loaded {len(rows)} rows')
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "rich-console-log", code("""
        from rich.console import Console

        console = Console()


        def load(rows):
            console.log('loaded', len(rows), 'rows')
            console.rule('done')
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "tqdm-write-beside-the-bar", code("""
        from tqdm import tqdm


        def process(items):
            done = []
            for item in tqdm(items, desc='processing'):
                if item is None:
                    tqdm.write('skipping an empty item')
                    continue
                done.append(item)
            return done
    """), PROGRESS_TWIN),
    Attempt("library_2", "tqdm-bar-bound-by-with", code("""
        from tqdm.auto import tqdm


        def process(items):
            done = []
            with tqdm(total=len(items)) as bar:
                for item in items:
                    if item is None:
                        bar.write('skipping an empty item')
                    else:
                        done.append(item)
                    bar.update(1)
            return done
    """), PROGRESS_TWIN),
    Attempt("library_2", "rich-pretty-pprint", code("""
        from rich.pretty import pprint


        def load(rows):
            pprint(rows[:5])
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "dataframe-info", code("""
        import logging

        import pandas as pd

        logger = logging.getLogger(__name__)


        def summarize(path: str) -> pd.DataFrame:
            df = pd.read_csv(path)
            df.info()
            return df.describe()
    """), FRAME_TWIN),
    Attempt("library_2", "dataframe-info-on-annotated-parameter", code("""
        import pandas as pd


        def summarize(df: pd.DataFrame) -> pd.DataFrame:
            df.info(verbose=True)
            return df.describe()
    """), FRAME_TWIN),
    Attempt("library_2", "ipython-display", code("""
        import pandas as pd
        from IPython.display import display


        def summarize(path: str) -> pd.DataFrame:
            df = pd.read_csv(path)
            display(df.head())
            return df.describe()
    """), FRAME_TWIN),
    Attempt("library_2", "termcolor-cprint", code("""
        from termcolor import cprint


        def load(rows):
            cprint(f'loaded {len(rows)} rows', 'green')
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "icecream-ic", code("""
        from icecream import ic


        def load(rows):
            ic(len(rows))
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "pstats-report-printed", code("""
        import cProfile
        import pstats


        def profile(func, *args):
            profiler = cProfile.Profile()
            result = profiler.runcall(func, *args)
            pstats.Stats(profiler).sort_stats("cumulative").print_stats(10)
            return result
    """), code("""
        import cProfile
        import io
        import logging
        import pstats

        logger = logging.getLogger(__name__)


        def profile(func, *args):
            profiler = cProfile.Profile()
            result = profiler.runcall(func, *args)
            stream = io.StringIO()
            pstats.Stats(profiler, stream=stream).sort_stats("cumulative").print_stats(10)
            logger.debug("profile: %s", stream.getvalue())
            return result
    """)),
    Attempt("library_2", "profiler-print-stats", code("""
        import cProfile


        def profile(func, *args):
            with cProfile.Profile() as profiler:
                result = func(*args)
            profiler.print_stats(sort="cumulative")
            return result
    """), LOGGING_TWIN),
    Attempt("library_2", "cprofile-run-without-a-file", code("""
        import cProfile


        def main():
            return sum(range(1000))


        if __name__ == "__main__":
            cProfile.run("main()", sort="cumulative")
    """), LOGGING_TWIN),
    Attempt("library_2", "stream-of-a-streamhandler-subclass", code("""
        import logging
        import sys


        class ColorHandler(logging.StreamHandler):
            def format(self, record):
                return "\\033[1m" + super().format(record) + "\\033[0m"


        handler = ColorHandler(sys.stdout)
        logging.getLogger(__name__).addHandler(handler)


        def load(rows):
            handler.stream.write(f"loaded {len(rows)} rows\\n")
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "echo-through-subprocess", code("""
        import subprocess


        def load(rows):
            subprocess.run(['echo', f'loaded {len(rows)} rows'], check=True)
            return rows
    """), LOGGING_TWIN),
    # Identifiers in fullwidth letters are the same names to Python (NFKC): the word gates
    # read the normalised text too, so these reach the same checks as `exec` and `os.write`.
    Attempt("library_2", "fullwidth-exec-of-a-print", code("""
        def load(rows):
            \uff45xec("print(len(rows))")
            return rows
    """), ACCENTED_LOGGING_TWIN),
    Attempt("library_2", "fullwidth-click-echo", code("""
        import click


        def load(rows):
            click.\uff45cho(f'loaded {len(rows)} rows')
            return rows
    """), ACCENTED_LOGGING_TWIN),
    Attempt("library_2", "console-device-written-through-pathlib", code("""
        from pathlib import Path


        def load(rows):
            Path('/dev/stdout').write_text(f'loaded {len(rows)} rows\\n')
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "stderr-descriptor-named-by-a-constant", code("""
        import os

        STDERR = 2


        def load(rows):
            os.write(STDERR, f'loaded {len(rows)} rows\\n'.encode())
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "stdout-descriptor-duplicated-and-opened", code("""
        import os

        _OUT = os.fdopen(os.dup(1), 'w')


        def load(rows):
            _OUT.write(f'loaded {len(rows)} rows\\n')
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "fullwidth-os-write-to-stdout", code("""
        import os


        def load(rows):
            os.\uff57rite(1, b'loaded')
            return rows
    """), ACCENTED_LOGGING_TWIN),
    Attempt("library_2", "print-through-attrgetter", code("""
        import builtins
        import operator


        def load(rows):
            operator.attrgetter("print")(builtins)(f"loaded {len(rows)} rows")
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "stdout-through-the-module-dict", code("""
        import sys


        def load(rows):
            sys.__dict__.get("stdout").write(f"loaded {len(rows)} rows\\n")
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "stdout-through-resolve-name", code("""
        import pkgutil

        out = pkgutil.resolve_name("sys:stdout")


        def load(rows):
            out.write(f"loaded {len(rows)} rows\\n")
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "print-through-getattribute", code("""
        import builtins


        def load(rows):
            builtins.__getattribute__("print")(f"loaded {len(rows)} rows")
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "cprofile-run-with-no-file", code("""
        import cProfile


        def main():
            return sum(range(1000))


        if __name__ == "__main__":
            cProfile.run("main()", None)
    """), LOGGING_TWIN),
    Attempt("library_2", "profile-runctx-with-a-none-file", code("""
        import profile

        REPORT = None


        def main():
            return sum(range(1000))


        if __name__ == "__main__":
            profile.runctx("main()", globals(), locals(), filename=REPORT)
    """), LOGGING_TWIN),
    Attempt("library_2", "tarfile-list", code("""
        import tarfile


        def show_archive(path):
            with tarfile.open(path) as archive:
                archive.list(verbose=False)
                return archive.getnames()
    """), ARCHIVE_TWIN),
    Attempt("library_2", "tarfile-list-held-on-self", code("""
        import tarfile


        class Bundle:
            def __init__(self, path):
                self.archive = tarfile.open(path)

            def members(self):
                self.archive.list()
                return self.archive.getnames()
    """), ARCHIVE_TWIN),
    Attempt("library_2", "zipfile-printdir", code("""
        import zipfile


        def show_archive(path):
            with zipfile.ZipFile(path) as archive:
                archive.printdir()
                return archive.namelist()
    """), ARCHIVE_TWIN),
    Attempt("library_2", "archive-listing-through-a-global-bound-by-with", code("""
        import tarfile

        archive = None


        def show(path):
            global archive
            with tarfile.open(path) as archive:
                archive.list()
                return archive.getnames()
    """), ARCHIVE_TWIN),
    Attempt("library_2", "progress-through-warnings", code("""
        import warnings


        def process(items):
            results = []
            for index, item in enumerate(items, start=1):
                results.append(item * 2)
                warnings.warn(f"processed {index} of {len(items)} items", stacklevel=2)
            return results
    """), PROGRESS_TWIN),
    Attempt("library_2", "progress-through-warnings-beside-a-word-of-logging", code("""
        import warnings

        # Warnings reach the log through logging.captureWarnings(True) in the app.


        def process(items):
            results = []
            for index, item in enumerate(items, start=1):
                results.append(item * 2)
                warnings.warn(f"processed {index} of {len(items)} items", stacklevel=2)
            return results
    """), PROGRESS_TWIN),
    Attempt("library_2", "rows-loaded-through-warnings", code("""
        import warnings


        def load(rows):
            warnings.warn("loaded %d rows" % len(rows), stacklevel=2)
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "progress-through-a-constant-warning", code("""
        import warnings


        def process(items):
            results = [item * 2 for item in items]
            warnings.warn("Processing finished", stacklevel=2)
            return results
    """), PROGRESS_TWIN),
    Attempt("library_2", "progress-through-warnings-in-other-words", code("""
        import warnings


        def process(items):
            results = []
            for index, item in enumerate(items, start=1):
                results.append(item * 2)
                warnings.warn(f"handled {index}/{len(items)} items", stacklevel=2)
            return results
    """), PROGRESS_TWIN),
    Attempt("library_2", "saved-model-reported-through-warnings", code("""
        import warnings


        def train(model, data, path, epochs):
            for _ in range(epochs):
                model.fit(data)
            model.save(path)
            warnings.warn(f"Saved model to {path}", stacklevel=2)
            return model
    """), PROGRESS_TWIN),
    Attempt("library_2", "progress-through-a-warning-category-of-its-own", code("""
        import warnings


        class ProgressWarning(UserWarning):
            pass


        def process(items):
            results = []
            for index, item in enumerate(items, start=1):
                results.append(item * 2)
                warnings.warn(f"processed {index} of {len(items)} items", ProgressWarning)
            return results
    """), PROGRESS_TWIN),
    Attempt("library_2", "tqdm-progress-bar", code("""
        from tqdm import tqdm


        def process(items):
            results = []
            for item in tqdm(items, desc="processing"):
                results.append(item * 2)
            return results
    """), PROGRESS_TWIN),
    Attempt("library_2", "tqdm-trange", code("""
        from tqdm.auto import trange


        def process(items):
            return [items[index] * 2 for index in trange(len(items), desc="processing")]
    """), PROGRESS_TWIN),
    Attempt("library_2", "click-progressbar", code("""
        import click


        def process(items):
            results = []
            with click.progressbar(items, label="processing") as bar:
                for item in bar:
                    results.append(item * 2)
            return results
    """), PROGRESS_TWIN),
    Attempt("library_2", "rich-track", code("""
        from rich.progress import track


        def process(items):
            return [item * 2 for item in track(items, description="processing")]
    """), PROGRESS_TWIN),
    Attempt("library_2", "rich-console-status", code("""
        from rich.console import Console


        def process(items):
            with Console().status("working..."):
                return [item * 2 for item in items]
    """), PROGRESS_TWIN),
    Attempt("library_2", "tqdm-spelled-in-fullwidth-letters", code("""
        from ｔｑｄｍ import ｔｑｄｍ


        def process(items):
            return [item * 2 for item in ｔｑｄｍ(items, desc="processing")]
    """), PROGRESS_TWIN),
    Attempt("library_2", "enlighten-counter", code("""
        import enlighten


        def process(items):
            manager = enlighten.get_manager()
            bar = manager.counter(total=len(items), desc="processing")
            results = []
            for item in items:
                results.append(item * 2)
                bar.update()
            return results
    """), PROGRESS_TWIN),
    Attempt("library_2", "progressbar2-wrapped-iterable", code("""
        import progressbar


        def process(items):
            return [item * 2 for item in progressbar.progressbar(items)]
    """), PROGRESS_TWIN),
    Attempt("library_2", "tqdm-asyncio-gather", code("""
        from tqdm.asyncio import tqdm


        async def process(jobs):
            return await tqdm.gather(*jobs, desc="processing")
    """), PROGRESS_TWIN),
    Attempt("library_2", "tqdm-pandas-progress-apply", code("""
        import pandas as pd
        from tqdm import tqdm

        tqdm.pandas(desc="scoring")


        def score(frame: pd.DataFrame) -> pd.Series:
            return frame["text"].progress_apply(len)
    """), PROGRESS_TWIN),
    Attempt("library_2", "typer-progressbar", code("""
        import typer


        def process(items):
            results = []
            with typer.progressbar(items, label="processing") as bar:
                for item in bar:
                    results.append(item * 2)
            return results
    """), PROGRESS_TWIN),
    Attempt("library_2", "rich-live-table", code("""
        from rich.live import Live
        from rich.table import Table


        def process(items):
            table = Table("item", "status")
            with Live(table, refresh_per_second=4):
                for item in items:
                    table.add_row(str(item), "done")
            return items
    """), PROGRESS_TWIN),
    Attempt("library_2", "keras-progbar", code("""
        from tensorflow.keras.utils import Progbar


        def process(items):
            bar = Progbar(len(items))
            results = []
            for index, item in enumerate(items, start=1):
                results.append(item * 2)
                bar.update(index)
            return results
    """), PROGRESS_TWIN),
    Attempt("library_2", "halo-spinner", code("""
        from halo import Halo


        def process(items):
            with Halo(text="processing", spinner="dots"):
                return [item * 2 for item in items]
    """), PROGRESS_TWIN),
    Attempt("library_2", "faulthandler-stack-dump", code("""
        import faulthandler


        def checkpoint(step):
            faulthandler.dump_traceback(all_threads=False)
            return step
    """), code("""
        import faulthandler
        import logging
        from pathlib import Path

        logger = logging.getLogger(__name__)


        def checkpoint(step, folder):
            with (Path(folder) / 'stacks.txt').open('a') as dump:
                faulthandler.dump_traceback(dump, all_threads=False)
            logger.debug('checkpoint %s', step)
            return step
    """)),
    Attempt("library_2", "showwarning-by-hand", code("""
        import warnings


        def load(rows):
            warnings.showwarning(f'loaded {len(rows)} rows', UserWarning, __file__, 0)
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "timeit-command-line", code("""
        import timeit


        def benchmark():
            timeit.main(['-n', '100', 'sum(range(1000))'])
    """), code("""
        import logging
        import timeit

        logger = logging.getLogger(__name__)


        def benchmark():
            seconds = timeit.timeit('sum(range(1000))', number=100)
            logger.info('100 loops took %.4f s', seconds)
    """)),
    Attempt("library_2", "archive-command-line", code("""
        from tarfile import main as tar_main


        def show_archive(path):
            tar_main(['-l', str(path)])
    """), code("""
        import logging
        import tarfile
        import unittest

        logger = logging.getLogger(__name__)


        def show_archive(path):
            with tarfile.open(path) as archive:
                for name in archive.getnames():
                    logger.info('%s', name)


        if __name__ == '__main__':
            unittest.main()
    """)),
    Attempt("library_2", "printf-through-a-shell", code("""
        import os


        def load(rows):
            os.system(f'cd /tmp && printf "loaded %d rows\\n" {len(rows)}')
            return rows
    """), code("""
        import logging
        import os
        import subprocess

        logger = logging.getLogger(__name__)


        def load(rows, key):
            subprocess.run(f'echo "{key}" | gpg --import', shell=True, check=True)
            os.system('echo done > /tmp/load.flag')
            logger.info('loaded %d rows', len(rows))
            return rows
    """)),
    Attempt("library_2", "displayhook-shows-progress", code("""
        import sys


        def load(rows):
            sys.__displayhook__(f'loaded {len(rows)} rows')
            return rows
    """), code("""
        import logging
        import sys

        logger = logging.getLogger(__name__)


        def install_hook():
            sys.displayhook = lambda value: logger.info('result: %r', value)


        def load(rows):
            logger.info('loaded %d rows', len(rows))
            return rows
    """)),
    Attempt("library_2", "controlling-terminal-named-by-ctermid", code("""
        import os
        from pathlib import Path


        def load(rows):
            with Path(os.ctermid()).open('w') as console:
                console.write(f'loaded {len(rows)} rows\\n')
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "terminal-of-a-descriptor-opened-by-name", code("""
        import os


        def load(rows):
            with open(os.ttyname(0), 'w') as console:
                console.write(f'loaded {len(rows)} rows\\n')
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "terminal-device-opened-low-level", code("""
        import os

        _TTY = os.open('/dev/pts/0', os.O_WRONLY)


        def load(rows):
            os.write(_TTY, f'loaded {len(rows)} rows\\n'.encode())
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "gathered-write-to-a-standard-descriptor", code("""
        import os


        def load(rows):
            os.writev(1, [f'loaded {len(rows)} rows'.encode(), b'\\n'])
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "cmd-listing-printed-in-columns", code("""
        import cmd


        class Lister(cmd.Cmd):
            def show(self, names):
                self.columnize(sorted(names))


        def load(rows):
            cmd.Cmd().columnize([str(row) for row in rows], displaywidth=60)
            return rows
    """), code("""
        import cmd
        import io
        import logging

        logger = logging.getLogger(__name__)


        def load(rows):
            buffer = io.StringIO()
            cmd.Cmd(stdout=buffer).columnize([str(row) for row in rows], displaywidth=60)
            logger.info('loaded rows:\\n%s', buffer.getvalue())
            return rows
    """)),
    Attempt("library_2", "traceback-object-printed", code("""
        import json
        import traceback


        def load(text):
            try:
                return json.loads(text)
            except json.JSONDecodeError as err:
                traceback.TracebackException.from_exception(err).print()
                return []
    """), code("""
        import io
        import json
        import logging
        import traceback

        logger = logging.getLogger(__name__)


        def load(text):
            try:
                return json.loads(text)
            except json.JSONDecodeError as err:
                buffer = io.StringIO()
                traceback.TracebackException.from_exception(err).print(file=buffer)
                logger.error('could not parse the records:\\n%s', buffer.getvalue())
                return []
    """)),
    Attempt("library_2", "c-console-writer-through-ctypes", code("""
        import ctypes

        libc = ctypes.CDLL(None)


        def load(rows):
            libc.printf(b'loaded %d rows\\n', len(rows))
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "python-api-console-writer-through-ctypes", code("""
        import ctypes


        def load(rows):
            ctypes.pythonapi.PySys_FormatStderr(b'loaded %d rows\\n', ctypes.c_int(len(rows)))
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "text-shown-through-a-pydoc-pager", code("""
        import pydoc


        def load(rows):
            pydoc.tempfilepager(f'loaded {len(rows)} rows', 'cat')
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "console-descriptor-computed-by-arithmetic", code("""
        import os
        import sys

        CHANNEL = sys.stdin.fileno() + 2


        def load(rows):
            os.write(CHANNEL, f'loaded {len(rows)} rows\\n'.encode())
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "console-descriptor-written-through-ctypes", code("""
        import ctypes

        libc = ctypes.CDLL(None)


        def load(rows):
            text = f'loaded {len(rows)} rows\\n'.encode()
            libc.write(4 // 2, text, len(text))
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "echo-launched-through-a-wrapper-program", code("""
        import subprocess


        def load(rows):
            subprocess.run(['timeout', '5', 'env', 'LANG=C', 'echo', f'loaded {len(rows)} rows'], check=True)
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "echo-under-a-wrapper-in-a-shell-string", code("""
        import os


        def load(rows):
            os.system(f'nice -n 10 echo loaded {len(rows)} rows')
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "stdout-descriptor-of-the-own-process-as-a-path", code("""
        import os


        def load(rows):
            with open(f'/proc/{os.getpid()}/fd/1', 'w') as out:
                out.write(f'loaded {len(rows)} rows\n')
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "stderr-descriptor-path-joined-from-a-path", code("""
        from pathlib import Path


        def load(rows):
            console = Path('/dev') / 'fd' / str(2)
            console.write_text(f'loaded {len(rows)} rows\n')
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "raw-write-syscall-through-ctypes", code("""
        import ctypes

        libc = ctypes.CDLL(None)
        WRITE = 1


        def load(rows):
            text = f'loaded {len(rows)} rows\n'.encode()
            libc.syscall(WRITE, 1, text, len(text))
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "c-stream-write-through-ctypes", code("""
        import ctypes

        libc = ctypes.CDLL(None)
        OUT = ctypes.c_void_p.in_dll(libc, 'stdout')


        def load(rows):
            libc.fputs(f'loaded {len(rows)} rows\n'.encode(), OUT)
            return rows
    """), LOGGING_TWIN),
]

# --- held-out round 4: code run by other runners, members looked up by name (shared layer) ---
# -> LIBRARY_1
LIBRARY_1 += [
    Attempt("library_1", "unbound-getattribute-of-the-module-type", code("""
        import os


        def exists(path):
            return type(os.path).__getattribute__(os.path, 'exists')(path)
    """), PATHLIB_TWIN),
    Attempt("library_1", "getattr-with-spread-arguments", code("""
        import os

        REMOVE = [os, 'remove']


        def delete(path):
            getattr(*REMOVE)(path)
    """), PATHLIB_TWIN),
    Attempt("library_1", "open-picked-from-a-values-scan", code("""
        import builtins

        READ = next(f for f in vars(builtins).values() if getattr(f, '__name__', '') == 'open')


        def load(path):
            with READ(path) as handle:
                return handle.read()
    """), PATHLIB_TWIN),
]

# -> LIBRARY_2
LIBRARY_2 += [
    Attempt("library_2", "print-from-inspect-getmembers", code("""
        import builtins
        import inspect

        SAY = dict(inspect.getmembers(builtins)).get('print')


        def load(rows):
            SAY('loaded', len(rows), 'rows')
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "builtin-picked-by-a-name-not-known", code("""
        import builtins
        import os

        SAY = getattr(builtins, os.environ.get('WRITER', 'print'))


        def load(rows):
            SAY('loaded', len(rows), 'rows')
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "print-run-by-an-interactive-console", code("""
        import code

        CONSOLE = code.InteractiveConsole({})


        def load(rows):
            CONSOLE.push("print('loaded rows')")
            return rows
    """), LOGGING_TWIN),
]


# --- held-out round 5: stdlib re-exports, names from strings, Python in other processes (shared layer) ---
LIBRARY_1 += [
    Attempt("library_1", "builtin-open-re-exported-by-a-standard-module", code("""
        from bz2 import _builtin_open as load


        def read_config(path: str) -> str:
            with load(path, encoding="utf-8") as handle:
                return handle.read()
    """), READ_TWIN),
]


# --- held-out round 6: the shared resolver (library) ---
# A standard module's private alias of another module (`tempfile._os`) is that module.
LIBRARY_1 += [
    Attempt("library_1", "os-reached-as-a-private-alias-inside-a-standard-module", code("""
        import tempfile
        import zipimport


        def tidy(folder, name):
            entries = zipimport._bootstrap_external._os.listdir(folder)
            if name in entries:
                tempfile._os.remove(folder + '/' + name)
            return entries
    """), code("""
        from pathlib import Path


        def tidy(folder, name):
            entries = [path.name for path in Path(folder).iterdir()]
            if name in entries:
                (Path(folder) / name).unlink()
            return entries
    """)),
]


# --- held-out round 7 (errlib7): file work by path through other objects (C through
# ctypes, a raw stream's class, an import loader, filecmp.dircmp's listings), and the
# standard streams library objects hold ---
ROUND7_LIBRARY_TWIN = code("""
    import argparse
    import cmd
    import filecmp
    import logging
    import sys

    logger = logging.getLogger(__name__)


    class Shell(cmd.Cmd):
        prompt = '> '


    def report(left, right, log):
        shell = cmd.Cmd(stdout=log)
        shell.stdout.write('ready\\n')
        changed = filecmp.dircmp(left, right).diff_files
        logger.info('%d files differ', len(changed))
        return changed


    def main(argv=None):
        parser = argparse.ArgumentParser(description='Compare two folders.')
        parser.add_argument('left', nargs='?')
        args = parser.parse_args(argv)
        if args.left is None:
            parser.print_help()
            return 2
        return 0
""")
"""Honest code: a `Cmd` writing to a file it was handed, `dircmp` comparing two folders,
and a command line printing its written-out help."""
LIBRARY_1 += [
    Attempt("library_1", "file-written-through-the-class-of-a-raw-stream", code("""
        import sys


        def save(name, data):
            writer = type(sys.stdout.buffer.raw)
            with writer(name, 'w') as handle:
                handle.write(data)
    """), code("""
        from pathlib import Path


        def save(name, data):
            Path(name).write_bytes(data)
    """)),
    Attempt("library_1", "folder-made-through-c-by-ctypes", code("""
        import ctypes
        import ctypes.util

        LIBC = ctypes.CDLL(ctypes.util.find_library('c'))


        def make_folder(name):
            LIBC.mkdir(name.encode(), 0o755)
    """), code("""
        from pathlib import Path


        def make_folder(name):
            Path(name).mkdir(mode=0o755, exist_ok=True)
    """)),
    Attempt("library_1", "folder-listed-through-dircmp", code("""
        import filecmp


        def names(folder, other):
            return sorted(filecmp.dircmp(other, folder).right_list)


        def common(folder):
            return filecmp.dircmp(folder, folder).common
    """), ROUND7_LIBRARY_TWIN),
    Attempt("library_1", "file-written-through-an-import-loader", code("""
        from importlib.machinery import SourceFileLoader


        def save(name, data):
            SourceFileLoader('cache', name).set_data(name, data)
    """), code("""
        from pathlib import Path


        def save(name, data):
            Path(name).write_bytes(data)
    """)),
]
LIBRARY_2 += [
    Attempt("library_2", "progress-through-a-debugger-error", code("""
        import pdb

        DEBUGGER = pdb.Pdb()


        def load(rows):
            DEBUGGER.error(f'loaded {len(rows)} rows')
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "progress-through-a-shell-stdout", code("""
        import cmd


        class Shell(cmd.Cmd):
            def report(self, rows):
                self.stdout.write(f'loaded {len(rows)} rows\\n')


        def load(rows):
            shell = cmd.Cmd()
            shell.stdout.write(f'loaded {len(rows)} rows\\n')
            Shell().report(rows)
            return rows
    """), ROUND7_LIBRARY_TWIN),
    Attempt("library_2", "progress-to-a-descriptor-named-by-pty", code("""
        import os
        import pty


        def load(rows):
            os.write(pty.STDERR_FILENO, f'loaded {len(rows)} rows\\n'.encode())
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "progress-through-an-argument-parser", code("""
        import argparse


        def load(rows):
            parser = argparse.ArgumentParser(description=f'loaded {len(rows)} rows')
            parser.print_help()
            return rows


        def finish(rows):
            argparse.ArgumentParser().exit(0, f'loaded {len(rows)} rows')
    """), ROUND7_LIBRARY_TWIN),
    Attempt("library_2", "progress-through-a-test-runner-stream", code("""
        import unittest

        RUNNER = unittest.TextTestRunner()


        def load(rows):
            RUNNER.stream.writeln(f'loaded {len(rows)} rows')
            return rows
    """), LOGGING_TWIN),
]


# --- held-out round 8: the shared resolver (resolver8) ---
# A bound method's `__self__` is its receiver: a builtin function's is the builtins module
# (`abs.__self__.open`, also `getattr(abs, '__self__')`); a console descriptor duplicated by
# `fcntl.fcntl(1, F_DUPFD)` or `os.dup2`, and a console path written un-normalised
# (`/dev/./stderr`, `//dev/../dev/tty`), are the console.
LIBRARY_1 += [
    Attempt("library_1", "open-reached-through-a-builtins-self", code("""
        def read_config(path):
            with getattr(abs, '__self__').open(path, encoding='utf-8') as handle:
                return handle.read()
    """), code("""
        from pathlib import Path


        def read_config(path):
            return Path(path).read_text(encoding='utf-8')
    """)),
]
LIBRARY_2 += [
    Attempt("library_2", "print-reached-through-a-builtins-self", code("""
        show = max.__self__.print


        def load(rows):
            show(f'loaded {len(rows)} rows')
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "console-descriptor-duplicated-by-fcntl", code("""
        import fcntl
        import os


        def load(rows):
            out = fcntl.fcntl(2, fcntl.F_DUPFD_CLOEXEC, 10)
            with os.fdopen(out, 'w') as stream:
                stream.write(f'loaded {len(rows)} rows\\n')
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "console-path-written-unnormalised", code("""
        def load(rows):
            with open('//dev/../dev/tty', 'w') as stream:
                stream.write(f'loaded {len(rows)} rows\\n')
            return rows
    """), LOGGING_TWIN),
]

# --- held-out round 9: library_1, library_2 and the shared resolver (resolver9) ---
# An `os.walk` whose "prune" keeps every directory, `os.utime` to the current time read
# another way, a frame's `f_builtins`, a parser's program name filled in at run time and
# printed by `print_usage`, and a console path given to `Path` as parts.
LIBRARY_1 += [
    Attempt("library_1", "walk-whose-prune-keeps-every-directory", code("""
        import os
        from pathlib import Path


        def python_files(root):
            found = []
            for dirpath, dirnames, filenames in os.walk(root):
                dirnames[:] = (d for d in dirnames if d != '')
                found.extend(Path(dirpath) / name for name in filenames if name.endswith('.py'))
            return found
    """), WALK_TWIN),
    Attempt("library_1", "utime-to-a-rounded-current-time", code("""
        import datetime
        import os


        def refresh(path):
            stamp = round(datetime.datetime.today().timestamp())
            os.utime(path, [stamp, stamp])
    """), code("""
        import os
        from pathlib import Path


        def refresh(path):
            Path(path).touch()


        def backdate(path, atime, mtime):
            os.utime(path, (atime, mtime))
    """)),
]
LIBRARY_2 += [
    Attempt("library_2", "print-read-off-a-frames-builtins", code("""
        import sys


        def load(rows):
            show = sys._getframe(0).f_builtins.get('print')
            show(f'loaded {len(rows)} rows')
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "report-as-a-parsers-program-name", code("""
        from argparse import ArgumentParser


        def load(rows):
            banner = ArgumentParser(prog='loaded %d rows' % len(rows), usage='%(prog)s')
            banner.print_usage()
            return rows
    """), code("""
        import argparse
        import logging
        import sys
        from pathlib import Path

        logger = logging.getLogger(__name__)


        def main(argv):
            parser = argparse.ArgumentParser(prog=Path(sys.argv[0]).name)
            if not argv:
                parser.print_help()
                return 2
            logger.info('loaded %d arguments', len(argv))
            return 0
    """)),
    Attempt("library_2", "console-path-given-to-path-as-parts", code("""
        from pathlib import Path


        def load(rows):
            with Path('/', 'dev', 'stdout').open('w') as stream:
                stream.write(f'loaded {len(rows)} rows\\n')
            return rows
    """), LOGGING_TWIN),
]

# round 10, resolver10
# Standard input's descriptor written to (`os.write(0, ...)`: from a terminal it is that
# terminal) and a console descriptor worked out by a builtin (`abs(-2)`, `max(1, 2)`).
LIBRARY_2 += [
    Attempt("library_2", "report-written-to-standard-inputs-descriptor", code("""
        import os


        def load(rows):
            os.writev(0, [f'loaded {len(rows)} rows\\n'.encode()])
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "standard-input-opened-for-writing", code("""
        def load(rows):
            with open(0, 'w', closefd=False) as stream:
                stream.write(f'loaded {len(rows)} rows\\n')
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "console-descriptor-worked-out-by-a-builtin", code("""
        import os


        def load(rows):
            os.write(max(True, int(2.0)), f'loaded {len(rows)} rows\\n'.encode())
            return rows
    """), LOGGING_TWIN),
]

# round 12, resolver12
# Code compiled in interactive (`single`) mode: running it echoes each expression
# statement's value to the console (through `compile`, `codeop` and `code`'s interpreters,
# whose default mode it is), a print without `print`.
LIBRARY_2 += [
    Attempt("library_2", "expression-echoed-by-code-compiled-in-single-mode", code("""
        def load(rows):
            summary = f'loaded {len(rows)} rows'
            exec(compile('summary', '<load>', 'single'), {'summary': summary})
            return rows
    """), LOGGING_TWIN),
    Attempt("library_2", "expression-echoed-by-an-interpreters-runsource", code("""
        import code


        def load(rows):
            console = code.InteractiveInterpreter({'summary': f'loaded {len(rows)} rows'})
            console.runsource('summary')
            return rows
    """), code("""
        import code
        import logging

        logger = logging.getLogger(__name__)


        def load(rows):
            scope = {'rows': rows}
            console = code.InteractiveInterpreter(scope)
            console.runsource('count = len(rows)')
            logger.info('loaded %d rows', scope['count'])
            return rows
    """)),
    Attempt("library_2", "expression-echoed-by-a-compiled-command", code("""
        import codeop

        MODE = 'single'


        def load(rows):
            summary = f'loaded {len(rows)} rows'
            exec(codeop.compile_command('if rows:\\n    summary\\n', '<load>', MODE), locals())
            return rows
    """), LOGGING_TWIN),
]


# round 14, errlib14
# An exception hook called by hand in a handler, or an interpreter's `showtraceback`: the
# traceback is printed to standard error, not logged.
LIBRARY_2 += [
    Attempt("library_2", "traceback-printed-by-an-exception-hook-in-a-handler", code("""
        import json
        import sys


        def load(text):
            try:
                return json.loads(text)
            except ValueError:
                hook = sys.__excepthook__
                hook(*sys.exc_info())
                return {}
    """), LOGGING_TWIN),
    Attempt("library_2", "traceback-printed-by-an-interpreters-showtraceback", code("""
        import code


        def load(rows):
            try:
                return len(rows)
            except TypeError:
                code.InteractiveConsole().showtraceback()
                return 0
    """), LOGGING_TWIN),
]
# A module Path replaces reached through a function's globals, or through `sys.modules`
# looked up by a key not known.
LIBRARY_1 += [
    Attempt("library_1", "os-fished-out-of-a-functions-globals", code("""
        import json

        MODULE = 'os'


        def names(folder):
            return json.dumps.__globals__.get(MODULE).listdir(folder)
    """), code("""
        from pathlib import Path


        def names(folder):
            return [path.name for path in Path(folder).iterdir()]
    """)),
    Attempt("library_1", "os-path-reached-through-sys-modules-by-a-computed-key", code("""
        import sys
        from pathlib import Path


        def present(path):
            module = sys.modules[Path.__module__]
            return module.os.path.isfile(path)
    """), code("""
        from pathlib import Path


        def present(path):
            return Path(path).is_file()
    """)),
]


# round 14, errlib2b14
# The garbage collector's debug flags: it then writes its reports to standard error.
LIBRARY_2 += [
    Attempt("library_2", "collector-reports-through-gc-debug-flags", code("""
        import gc
        import logging

        log = logging.getLogger(__name__)
        FLAGS = gc.DEBUG_COLLECTABLE | gc.DEBUG_UNCOLLECTABLE


        def build(count):
            gc.set_debug(FLAGS)
            nodes = [[index] for index in range(count)]
            gc.collect()
            log.info('built %d', count)
            return nodes
    """), LOGGING_TWIN),
]


# round 15, errlib15
# Progress written to standard output through a thread's descriptor path,
# `/proc/self/task/<tid>/fd/1`.
LIBRARY_2 += [
    Attempt("library_2", "progress-written-to-a-threads-stdout-descriptor-path", code("""
        import logging
        import threading

        log = logging.getLogger(__name__)


        def build(count):
            path = f'/proc/self/task/{threading.get_native_id()}/fd/1'
            with open(path, 'w') as out:
                out.write(f'built {count}\\n')
            log.info('done')
            return list(range(count))
    """), LOGGING_TWIN),
]


# round 15, lead: a member fetched by a format field (`string.Formatter().get_field`)
LIBRARY_1 += [
    Attempt("library_1", "open-fetched-by-a-format-field", code("""
        import builtins
        import string


        def read(path):
            opener = string.Formatter().get_field('0.open', [builtins], {})[0]
            with opener(path) as handle:
                return handle.read()
    """), code("""
        from pathlib import Path


        def read(path):
            return Path(path).read_text()
    """)),
    Attempt("library_1", "os-path-fetched-by-a-named-format-field", code("""
        import os
        import string

        FORMATTER = string.Formatter()


        def exists(path):
            found = FORMATTER.get_field('module.path', (), {'module': os})
            return found[0].exists(path)
    """), code("""
        from pathlib import Path


        def exists(path):
            return Path(path).exists()
    """)),
]

# round 16, errlib16
# A file opened through a fileinput open hook called directly, and a module Path replaces
# imported by a name literals compute.
LIBRARY_1 += [
    Attempt("library_1", "file-opened-through-a-fileinput-hook", code("""
        import fileinput


        def read(path):
            opener = fileinput.hook_encoded('utf-8')
            with opener(str(path), 'r') as handle:
                return handle.read()
    """), code("""
        from pathlib import Path


        def read(path):
            return Path(path).read_text(encoding='utf-8')
    """)),
    Attempt("library_1", "module-imported-by-a-computed-name", code("""
        import importlib


        def listing(folder):
            module = importlib.import_module('htap.so'[::-1])
            return module.exists(folder)
    """), code("""
        import importlib
        from pathlib import Path


        def listing(folder):
            importlib.import_module('json')
            return Path(folder).exists()
    """)),
]

# round 18, resolver18
# A module handed to the code's own function (through a name, a partial, a method or a
# lambda) and read as the parameter's attribute; the module of a known object
# (`inspect.getmodule`, `sys.modules[x.__module__]`); `with nullcontext(m) as x`.
LIBRARY_1 += [
    Attempt("library_1", "module-handed-to-a-partial-of-an-own-function", code("""
        import functools
        import os


        def _names(folder, fs):
            return sorted(fs.listdir(folder))


        def listing(folder):
            return functools.partial(_names, folder)(fs=os)
    """), code("""
        import functools
        from pathlib import Path


        def _names(folder, kind):
            return sorted(p.name for p in Path(folder).iterdir() if p.suffix == kind)


        def listing(folder):
            return functools.partial(_names, folder)(kind='.py')
    """)),
    Attempt("library_1", "module-handed-to-a-method", code("""
        import os


        class Lister:
            def names(self, fs, folder):
                return sorted(fs.listdir(folder))


        def listing(folder):
            return Lister().names(os, folder)
    """), code("""
        from pathlib import Path


        class Lister:
            def names(self, folder):
                return sorted(p.name for p in Path(folder).iterdir())


        def listing(folder):
            return Lister().names(folder)
    """)),
    Attempt("library_1", "module-of-a-known-object", code("""
        import sys
        import os


        def size(path):
            return sys.modules[os.fspath.__module__].path.getsize(path)
    """), code("""
        from pathlib import Path


        def size(path):
            return Path(path).stat().st_size
    """)),
    Attempt("library_1", "module-entered-by-nullcontext", code("""
        import contextlib
        import glob


        def listing(folder):
            with contextlib.nullcontext(enter_result=glob) as finder:
                return finder.glob(folder + '/*.py')
    """), code("""
        import contextlib
        from pathlib import Path


        def listing(folder):
            with contextlib.nullcontext(Path(folder)) as root:
                return [str(p) for p in root.glob('*.py')]
    """)),
]
LIBRARY_2 += [
    Attempt("library_2", "sys-handed-to-a-lambda", code("""
        import sys

        report = lambda runtime, text: runtime.stdout.write(text)


        def load(rows):
            report(sys, 'loaded')
            return list(rows)
    """), code("""
        import logging

        logger = logging.getLogger(__name__)


        def load(rows):
            logger.info('loaded')
            return list(rows)
    """)),
]


# round 18, errlib18
# Output copied onto standard output's descriptor by a descriptor-to-descriptor copy, and a
# progress report shown as a password prompt.
_LOGGED = """
    import logging

    logger = logging.getLogger(__name__)


    def load(rows):
        rows = list(rows)
        logger.info('loaded %d rows', len(rows))
        return rows
"""
LIBRARY_2 += [
    Attempt("library_2", "output-copied-onto-the-console-descriptor", code("""
        import os
        import sys


        def load(rows):
            rows = list(rows)
            data = f'loaded {len(rows)} rows\\n'.encode()
            read_end, write_end = os.pipe()
            os.write(write_end, data)
            os.close(write_end)
            os.copy_file_range(read_end, dst=sys.stdout.fileno(), count=len(data))
            os.close(read_end)
            return rows
    """), code(_LOGGED)),
    Attempt("library_2", "progress-shown-as-a-password-prompt", code("""
        from getpass import getpass


        def load(rows):
            rows = list(rows)
            getpass(f'loaded {len(rows)} rows, press Enter')
            return rows
    """), code(_LOGGED)),
]


# round 22, lead
# A directory listed through the `ignore` callback `shutil.copytree` calls with each
# folder's names, the copy thrown away; the twin copies a tree skipping caches, its
# callback only returning the names to skip.
_COPIED_SKIPPING_CACHES = """
    import shutil
    from pathlib import Path


    def backup(folder: Path, target: Path) -> None:
        def skip_caches(directory, names):
            return [name for name in names if name == '__pycache__']

        shutil.copytree(folder, target, ignore=skip_caches)
"""
LIBRARY_1 += [
    Attempt("library_1", "names-kept-by-a-copytree-callback", code("""
        import shutil
        import tempfile
        from pathlib import Path


        def entries(folder):
            seen = []

            def keep(directory, names):
                seen.extend(names)
                return names

            with tempfile.TemporaryDirectory() as scratch:
                shutil.copytree(folder, Path(scratch) / 'tree', ignore=keep)
            return sorted(seen)
    """), code(_COPIED_SKIPPING_CACHES)),
    Attempt("library_1", "names-stored-by-a-copytree-lambda", code("""
        import shutil
        import tempfile
        from pathlib import Path

        LISTING = {}


        def entries(folder):
            with tempfile.TemporaryDirectory() as scratch:
                shutil.copytree(
                    folder,
                    Path(scratch) / 'tree',
                    ignore=lambda directory, names: LISTING.setdefault(directory, names) and (),
                )
            return LISTING
    """), code(_COPIED_SKIPPING_CACHES)),
]


# stop 42, lead
# copytree's `ignore` fails closed: a `functools.partial` binding the list the names go
# into, a callable object keeping them on `self`, a default argument, a helper the
# callback hands them to, all lists of a directory. The twins pass `ignore` through a
# wrapper's parameter defaulting to None, or a module constant of `shutil.ignore_patterns`.
_COPIED_THROUGH_A_WRAPPER = """
    import shutil
    from pathlib import Path

    SKIP = shutil.ignore_patterns('*.pyc', '__pycache__')


    def backup(folder: Path, target: Path, ignore=None) -> None:
        shutil.copytree(folder, target, ignore=ignore)


    def backup_sources(folder: Path, target: Path) -> None:
        backup(folder, target, ignore=SKIP)
"""
LIBRARY_1 += [
    Attempt("library_1", "names-kept-through-a-partial-copytree-callback", code("""
        import functools
        import shutil
        import tempfile
        from pathlib import Path


        def _collect(found, directory, names):
            found.extend(names)
            return []


        def entries(folder):
            found = []
            with tempfile.TemporaryDirectory() as scratch:
                keep = functools.partial(_collect, found)
                shutil.copytree(folder, Path(scratch) / 'tree', ignore=keep)
            return sorted(found)
    """), code(_COPIED_THROUGH_A_WRAPPER)),
    Attempt("library_1", "names-kept-by-a-callable-copytree-object", code("""
        import shutil
        import tempfile
        from pathlib import Path


        class Lister:
            def __init__(self):
                self.seen = []

            def __call__(self, directory, names):
                self.seen.extend(names)
                return []


        def entries(folder):
            lister = Lister()
            with tempfile.TemporaryDirectory() as scratch:
                shutil.copytree(folder, Path(scratch) / 'tree', ignore=lister)
            return sorted(lister.seen)
    """), code(_COPIED_THROUGH_A_WRAPPER)),
    Attempt("library_1", "names-kept-in-a-copytree-lambdas-default", code("""
        import shutil
        import tempfile
        from pathlib import Path


        def entries(folder):
            seen = []
            with tempfile.TemporaryDirectory() as scratch:
                shutil.copytree(
                    folder,
                    Path(scratch) / 'tree',
                    ignore=lambda directory, names, into=seen: into.extend(names) or [],
                )
            return sorted(seen)
    """), code(_COPIED_THROUGH_A_WRAPPER)),
    Attempt("library_1", "names-kept-by-a-helper-the-copytree-callback-calls", code("""
        import shutil
        import tempfile
        from pathlib import Path

        SEEN = []


        def _note(names):
            SEEN.extend(names)


        def _skip_nothing(directory, names):
            _note(names)
            return []


        def entries(folder):
            with tempfile.TemporaryDirectory() as scratch:
                shutil.copytree(folder, Path(scratch) / 'tree', ignore=_skip_nothing)
            return sorted(SEEN)
    """), code(_COPIED_THROUGH_A_WRAPPER)),
]


# round 23, resolver23 -----------------------------------------------------------------------------
# progress drawn on the terminal through curses (`curses.wrapper`, `curses.initscr`).
LIBRARY_2 += [
    Attempt("library_2", "progress-drawn-on-the-terminal-with-curses", code("""
        import curses


        def _draw(window, count):
            window.addstr(0, 0, f'loaded {count} records')
            window.refresh()


        def load(records):
            kept = [record for record in records if record]
            curses.wrapper(_draw, len(kept))
            return kept
    """), code("""
        import logging

        logger = logging.getLogger(__name__)


        def load(records):
            kept = [record for record in records if record]
            logger.info('loaded %d records', len(kept))
            return kept
    """)),
    Attempt("library_2", "status-drawn-on-a-curses-screen-from-initscr", code("""
        import curses


        def load(records):
            kept = [record for record in records if record]
            screen = curses.initscr()
            screen.addstr(0, 0, f'loaded {len(kept)} records')
            screen.refresh()
            curses.endwin()
            return kept
    """), code("""
        import logging

        logger = logging.getLogger(__name__)


        def load(records):
            kept = [record for record in records if record]
            logger.info('loaded %d records', len(kept))
            return kept
    """)),
]

LIBRARY_2 += [
    Attempt("library_2", "stdbuf-valued-option-echo", code("""
        import logging
        import subprocess

        logger = logging.getLogger(__name__)


        def process(rows):
            results = []
            for index, row in enumerate(rows, start=1):
                results.append(row * 2)
                if index % 100 == 0:
                    subprocess.run(["stdbuf", "-o", "L", "echo", f"processed {index} rows"], check=False)
            logger.debug("done with %d rows", len(results))
            return results
    """), code("""
        import logging

        logger = logging.getLogger(__name__)


        def process(rows):
            results = []
            for index, row in enumerate(rows, start=1):
                results.append(row * 2)
                if index % 100 == 0:
                    logger.info("processed %d rows", index)
            logger.debug("done with %d rows", len(results))
            return results
    """)),
    Attempt("library_2", "stdbuf-shell-echo", code("""
        import subprocess


        def announce(name):
            subprocess.run(f"stdbuf -e 0 echo started {name}", shell=True, check=True)
    """), code("""
        import logging

        logger = logging.getLogger(__name__)


        def announce(name):
            logger.info("started %s", name)
    """)),
]

LIBRARY_2 += [
    Attempt("library_2", "cmd-columnize-prints-names", code("""
        import cmd


        def report(names):
            cmd.Cmd().columnize(sorted(names))
    """), code("""
        import logging

        logger = logging.getLogger(__name__)


        def report(names):
            logger.info('names: %s', ', '.join(sorted(names)))
    """)),
    Attempt("library_2", "cmd-subclass-columnize-via-alias", code("""
        from cmd import Cmd as Shell


        class Lister(Shell):
            def show(self, names):
                self.columnize(sorted(names))
    """), code("""
        import io
        from cmd import Cmd as Shell


        def render(names):
            buffer = io.StringIO()
            Shell(stdout=buffer).columnize(sorted(names))
            return buffer.getvalue()
    """)),
    Attempt("library_2", "dircmp-report-prints", code("""
        import filecmp


        def report(left, right):
            filecmp.dircmp(left, right).report()
    """), code("""
        import filecmp
        import logging

        logger = logging.getLogger(__name__)


        def report(left, right):
            diff = filecmp.dircmp(left, right)
            logger.info('only in %s: %s', left, diff.left_only)
    """)),
    Attempt("library_2", "dircmp-full-closure-via-name", code("""
        from filecmp import dircmp


        def report(left, right):
            diff = dircmp(left, right)
            diff.report_full_closure()
    """), code("""
        from filecmp import dircmp


        def differing(left, right):
            return dircmp(left, right).diff_files
    """)),
]

# round 35, lib2
# Closed in library_2: `tabnanny.check` (prints its findings to stdout, no stream to give),
# a `timeit.Timer`'s `print_exc()` without a file (as `traceback.print_exc`), and the `trace`
# module's console output: `trace.Trace(...)` made with `trace` on (its default) and
# `write_results` with `summary` not known off or when a tracer may hold called functions or
# callers (`countfuncs`, `countcallers`, an `infile`).

LIBRARY_2 += [
    Attempt("library_2", "tabnanny-check-prints", code("""
        import tabnanny
        from pathlib import Path


        def check_sources(folder):
            tabnanny.verbose = 1
            for path in sorted(Path(folder).rglob("*.py")):
                tabnanny.check(str(path))
    """), code("""
        import logging
        import tokenize
        from pathlib import Path

        logger = logging.getLogger(__name__)


        def check_sources(folder):
            for path in sorted(Path(folder).rglob("*.py")):
                try:
                    with tokenize.open(path) as handle:
                        list(tokenize.generate_tokens(handle.readline))
                except (SyntaxError, tokenize.TokenError) as err:
                    logger.warning("bad indentation in %s: %s", path, err)
    """)),
    Attempt("library_2", "tabnanny-check-imported-alias", code("""
        from tabnanny import check as nanny


        def check_one(path):
            nanny(path)
    """), code("""
        import logging
        import tabnanny
        import tokenize

        logger = logging.getLogger(__name__)


        def check_one(path):
            with tokenize.open(path) as handle:
                try:
                    tabnanny.process_tokens(tokenize.generate_tokens(handle.readline))
                except tabnanny.NannyNag as nag:
                    logger.warning("%s:%d: %s", path, nag.get_lineno(), nag.get_msg())
    """)),
    Attempt("library_2", "timer-print-exc", code("""
        import timeit


        def benchmark(stmt, number=1000):
            timer = timeit.Timer(stmt)
            try:
                return timer.timeit(number) / number
            except ValueError:
                timer.print_exc()
                return None
    """), code("""
        import logging
        import timeit

        logger = logging.getLogger(__name__)


        def benchmark(stmt, number=1000):
            timer = timeit.Timer(stmt)
            try:
                return timer.timeit(number) / number
            except ValueError:
                logger.exception("benchmark of %r failed", stmt)
                return None
    """)),
    Attempt("library_2", "timer-print-exc-from-import", code("""
        from timeit import Timer as Clock


        def benchmark(stmt):
            try:
                return Clock(stmt).timeit(10)
            except ValueError:
                Clock(stmt).print_exc(None)
                return None
    """), code("""
        import io
        import logging
        from timeit import Timer as Clock

        logger = logging.getLogger(__name__)


        def benchmark(stmt):
            clock = Clock(stmt)
            try:
                return clock.timeit(10)
            except ValueError:
                buffer = io.StringIO()
                clock.print_exc(file=buffer)
                logger.error("benchmark failed:\\n%s", buffer.getvalue())
                return None
    """)),
    Attempt("library_2", "trace-results-summary", code("""
        import trace


        def cover(func, *args):
            tracer = trace.Trace(count=1, trace=0)
            result = tracer.runfunc(func, *args)
            tracer.results().write_results(summary=True, coverdir=".")
            return result
    """), code("""
        import logging
        import trace

        logger = logging.getLogger(__name__)


        def cover(func, *args):
            tracer = trace.Trace(count=1, trace=0)
            result = tracer.runfunc(func, *args)
            tracer.results().write_results(coverdir="coverage")
            logger.info("traced %d lines", len(tracer.results().counts))
            return result
    """)),
    Attempt("library_2", "trace-countfuncs-listing", code("""
        import trace


        def cover(func):
            tracer = trace.Trace(count=0, trace=0, countfuncs=1)
            tracer.runfunc(func)
            results = tracer.results()
            results.write_results(False, False, "out")
    """), code("""
        import logging
        import trace

        logger = logging.getLogger(__name__)


        def cover(func):
            tracer = trace.Trace(count=0, trace=0, countfuncs=1)
            tracer.runfunc(func)
            called = tracer.results().calledfuncs
            logger.info("%d functions called", len(called))
    """)),
    Attempt("library_2", "trace-lines-by-default", code("""
        import trace


        def follow(func):
            return trace.Trace(count=0).runfunc(func)
    """), code("""
        import logging
        import trace

        logger = logging.getLogger(__name__)
        QUIET = 0


        def follow(func):
            tracer = trace.Trace(count=1, trace=QUIET)
            result = tracer.runfunc(func)
            logger.debug("%d lines run", len(tracer.counts))
            return result
    """)),
]

LIBRARY_1 += [
    Attempt("library_1", "builtins-dict-import", code("""
        import sys
        from pathlib import Path


        def list_logs(folder):
            finder = sys.modules[__name__].__dict__['__builtins__']
            if not isinstance(finder, dict):
                finder = vars(finder)
            importer = finder['__imp' + 'ort__']
            matcher = importer('gl' + 'ob')
            pattern = str(Path(folder) / '*.log')
            return sorted(Path(p) for p in matcher.glob(pattern))
    """), code("""
        from pathlib import Path


        def list_logs(folder):
            return sorted(Path(folder).glob('*.log'))
    """)),
    Attempt("library_1", "builtins-import-os", code("""
        import sys


        def exists(path):
            space = vars(sys.modules[__name__])['__builtins__']
            space = space if isinstance(space, dict) else vars(space)
            module = space['__import__']('o' + 's')
            return module.path.exists(path)
    """), code("""
        import sys
        from pathlib import Path


        def exists(path):
            space = vars(sys.modules[__name__])['__builtins__']
            space = space if isinstance(space, dict) else vars(space)
            module = space['__import__']('js' + 'on')
            return Path(path).exists() and module is not None
    """)),
]

LIBRARY_1 += [
    Attempt("library_1", "reduce-getattr-over-shutil-os", code("""
        import functools
        import shutil
        from pathlib import Path


        def _os_call(name):
            return functools.reduce(getattr, name.split('.'), shutil)


        def clean_cache(folder):
            removed = []
            for name in _os_call('os.listdir')(folder):
                if name.endswith('.pyc'):
                    _os_call('os.remove')(_os_call('os.path.join')(folder, name))
                    removed.append(name)
            return sorted(removed), Path(folder).name
    """), code("""
        from pathlib import Path


        def clean_cache(folder):
            removed = []
            for item in Path(folder).iterdir():
                if item.suffix == '.pyc':
                    item.unlink()
                    removed.append(item.name)
            return sorted(removed), Path(folder).name
    """)),
    Attempt("library_1", "reduce-getattr-parts-from-names", code("""
        from functools import reduce
        import tempfile
        from pathlib import Path

        MODULE, LISTER = 'os', 'listdir'


        def list_names(folder):
            lister = reduce(getattr, [MODULE, LISTER], tempfile)
            return sorted(lister(folder)), Path(folder).name
    """), code("""
        from functools import reduce
        from pathlib import Path


        def list_names(folder, settings):
            depth = reduce(getattr, ['limits', 'depth'], settings)
            return sorted(p.name for p in Path(folder).iterdir())[:depth]
    """)),
]


LIBRARY_2 += [
    Attempt("library_2", "elementtree-dump-to-stdout", code("""
        import logging
        import xml.etree.ElementTree as ET

        logger = logging.getLogger(__name__)


        def build_feed(items):
            root = ET.Element('feed')
            for item in items:
                entry = ET.SubElement(root, 'entry', id=str(item['id']))
                entry.text = item['title']
            logger.info('built feed with %d entries', len(items))
            ET.dump(root)
            return root
    """), code("""
        import logging
        import xml.etree.ElementTree as ET

        logger = logging.getLogger(__name__)


        def build_feed(items):
            root = ET.Element('feed')
            for item in items:
                entry = ET.SubElement(root, 'entry', id=str(item['id']))
                entry.text = item['title']
            logger.info('built feed with %d entries', len(items))
            logger.debug('feed: %s', ET.tostring(root, encoding='unicode'))
            return root
    """)),
    Attempt("library_2", "elementtree-dump-imported-by-name", code("""
        import logging
        from xml.etree.ElementTree import Element, dump as show

        logger = logging.getLogger(__name__)


        def build_config(values):
            root = Element('config', values)
            show(root)
            return root
    """), code("""
        import logging
        from xml.etree.ElementTree import Element, tostring

        logger = logging.getLogger(__name__)


        def build_config(values):
            root = Element('config', values)
            logger.debug('config: %s', tostring(root, encoding='unicode'))
            return root
    """)),
]

# round 43, style
# Closed: library_2 console printers of more libraries (prompt_toolkit's print_formatted_text,
# questionary, pyfiglet, art, wasabi's msg, ...); library_2 a descriptor written to that is
# int(...) of text the code does not show (an environment variable, argv): nothing shows it is
# a file or a log; style_2 a docstring read into a module-level name and cut into words in a
# function that holds no docstring read of its own (judged by the read the name is bound to).
LIBRARY_2 += [
    Attempt("library_2", "prompt-toolkit-print-formatted-text", code("""
        import logging

        from prompt_toolkit import print_formatted_text

        logger = logging.getLogger(__name__)


        def sync_files(files, upload):
            uploaded = 0
            for name in files:
                upload(name)
                uploaded += 1
                print_formatted_text(f'uploaded {name} ({uploaded}/{len(files)})')
            return uploaded
    """), code("""
        import logging

        logger = logging.getLogger(__name__)


        def sync_files(files, upload):
            uploaded = 0
            for name in files:
                upload(name)
                uploaded += 1
                logger.info('uploaded %s (%d/%d)', name, uploaded, len(files))
            return uploaded
    """)),
    Attempt("library_2", "wasabi-msg-good", code("""
        import logging

        from wasabi import msg

        logger = logging.getLogger(__name__)


        def sync_files(files, upload):
            for name in files:
                upload(name)
            msg.good(f'uploaded {len(files)} files')
            return len(files)
    """), code("""
        import logging

        logger = logging.getLogger(__name__)


        def sync_files(files, upload):
            for name in files:
                upload(name)
            logger.info('uploaded %d files', len(files))
            return len(files)
    """)),
    Attempt("library_2", "descriptor-from-the-environment-defaulting-to-1", code("""
        import logging
        import os

        logger = logging.getLogger(__name__)
        PROGRESS_FD = int(os.environ.get('PROGRESS_FD', '1'))


        def copy_records(source, sink):
            count = 0
            for record in source:
                sink.append(record)
                count += 1
                if count % 100 == 0:
                    os.write(PROGRESS_FD, f'copied {count} records\\n'.encode())
            return count
    """), code("""
        import logging
        import os

        logger = logging.getLogger(__name__)
        LOG_FD = 3


        def copy_records(source, sink):
            count = 0
            for record in source:
                sink.append(record)
                count += 1
                if count % 100 == 0:
                    os.write(LOG_FD, f'copied {count} records\\n'.encode())
            return count
    """)),
    Attempt("library_2", "descriptor-from-argv-written", code("""
        import logging
        import os
        import sys

        logger = logging.getLogger(__name__)


        def report(rows):
            fd = int(sys.argv[2])
            os.writev(fd, [f'loaded {len(rows)} rows\\n'.encode()])
            return rows
    """), code("""
        import logging
        import os

        logger = logging.getLogger(__name__)


        def report(path, rows):
            fd = os.open(path, os.O_WRONLY | os.O_CREAT)
            os.write(fd, f'loaded {len(rows)} rows\\n'.encode())
            os.close(fd)
            return rows
    """)),
]

# round 52, liberr
# Closed: library_2 a descriptor written to that is a number made from text read from outside
# (the environment, the command line, `input()`) by any conversion or arithmetic, not only a
# plain `int(...)`: `int(...) + 0`, `abs`, `max`, `round(float(...))`, `operator.index`,
# `int(x=...)`, `int.from_bytes(text.encode())`, `np.int64(...)`. Kept failing: a quiet
# printer's flags given the console (`pysnooper.snoop(sys.stderr)`, `stackprinter.show(
# file='stderr')`).

_L2_FD = """
    import operator
    import os


    def report(done: int) -> None:
        os.write({fd}, f"{{done}}\\n".encode())
"""
_L2_TWIN = """
    import logging

    logger = logging.getLogger(__name__)


    def report(done: int) -> None:
        logger.info("%d", done)
"""

LIBRARY_2 += [
    Attempt("library_2", f"env-descriptor-{name}", code(_L2_FD.format(fd=fd)), code(_L2_TWIN))
    for name, fd in (
        ("plus-zero", 'int(os.environ.get("FD", "1")) + 0'),
        ("abs", 'abs(int(os.environ.get("FD", "1")))'),
        ("max", 'max(int(os.environ.get("FD", "1")), 0)'),
        ("round-float", 'round(float(os.environ.get("FD", "1")))'),
        ("operator-index", 'operator.index(int(os.getenv("FD", "1")))'),
        ("int-keyword", 'int(x=os.environ.get("FD", "1"))'),
        ("from-bytes", 'int.from_bytes(os.environ["FD"].encode())'),
        ("argv-negated", '-(-int(sys.argv[1]))'.replace("sys.argv[1]", 'os.environ["FD"]')),
    )
]


LIBRARY_2 += [
    Attempt("library_2", "pysnooper-to-stderr", code("""
        import sys

        import pysnooper


        @pysnooper.snoop(sys.stderr)
        def add(a: int, b: int) -> int:
            return a + b
    """), code("""
        import pysnooper


        @pysnooper.snoop("trace.log")
        def add(a: int, b: int) -> int:
            return a + b
    """)),
    Attempt("library_2", "stackprinter-named-stderr", code("""
        import stackprinter


        def run(job):
            try:
                return job()
            except ValueError:
                stackprinter.show(file="stderr")
                return None
    """), code("""
        import logging

        logger = logging.getLogger(__name__)


        def run(job):
            try:
                return job()
            except ValueError:
                logger.exception("job failed")
                return None
    """)),
]

# round 44, lib
# Closed: library_1 fails the standard library's private clones of os.path and file work
# (the import system's `_path_*`, `_write_atomic`, `_calc_mode`; `os._walk`/`_fwalk`,
# `tempfile._exists`, `sysconfig._safe_realpath`, `site.makepath`), and a path joined as a
# string handed to `openpyxl.load_workbook`, a workbook's `save` or xarray's `open_*`;
# library_2 fails progress written to the system log around logging (`syslog.syslog`,
# systemd's `journal.send`, Windows' event log), not inside a logging handler's `emit`.
LIBRARY_1 += [
    Attempt("library_1", "bootstrap-private-path-join", code("""
        from importlib import _bootstrap_external as _ext
        from pathlib import Path


        def find_template(folders, name):
            \"\"\"Return the first existing template called name in folders.\"\"\"
            for folder in folders:
                candidate = _ext._path_join(folder, 'templates', name)
                if _ext._path_isfile(candidate):
                    return Path(candidate)
            return None
    """), code("""
        from pathlib import Path


        def find_template(folders, name):
            \"\"\"Return the first existing template called name in folders.\"\"\"
            for folder in folders:
                candidate = Path(folder) / 'templates' / name
                if candidate.is_file():
                    return candidate
            return None
    """)),
    Attempt("library_1", "frozen-bootstrap-stat-and-tempfile-exists", code("""
        import tempfile

        from _frozen_importlib_external import _path_stat as stat_of


        def newest(paths):
            \"\"\"Return the most recently changed of paths that exist.\"\"\"
            present = [path for path in paths if tempfile._exists(path)]
            return max(present, key=lambda path: stat_of(path).st_mtime, default=None)
    """), code("""
        from pathlib import Path


        def newest(paths):
            \"\"\"Return the most recently changed of paths that exist.\"\"\"
            present = [Path(path) for path in paths if Path(path).exists()]
            return max(present, key=lambda path: path.stat().st_mtime, default=None)
    """)),
    Attempt("library_1", "string-joined-path-to-openpyxl", code("""
        from pathlib import Path

        from openpyxl import load_workbook


        def read_sheet(folder, name):
            \"\"\"Return the rows of the first sheet of folder/name.xlsx.\"\"\"
            if not Path(folder).is_dir():
                return []
            workbook = load_workbook(f'{folder}/{name}.xlsx', read_only=True)
            sheet = workbook.worksheets[0]
            return [list(row) for row in sheet.iter_rows(values_only=True)]
    """), code("""
        from pathlib import Path

        from openpyxl import load_workbook


        def read_sheet(folder, name):
            \"\"\"Return the rows of the first sheet of folder/name.xlsx.\"\"\"
            if not Path(folder).is_dir():
                return []
            workbook = load_workbook(Path(folder) / f'{name}.xlsx', read_only=True)
            sheet = workbook.worksheets[0]
            return [list(row) for row in sheet.iter_rows(values_only=True)]
    """)),
    Attempt("library_1", "string-joined-path-to-workbook-save", code("""
        from openpyxl import Workbook


        def write_report(folder, rows):
            \"\"\"Write rows to folder/report.xlsx.\"\"\"
            workbook = Workbook()
            for row in rows:
                workbook.active.append(row)
            workbook.save(folder + '/' + 'report.xlsx')
    """), code("""
        from pathlib import Path

        from openpyxl import Workbook


        def write_report(folder, rows):
            \"\"\"Write rows to folder/report.xlsx.\"\"\"
            workbook = Workbook()
            for row in rows:
                workbook.active.append(row)
            workbook.save(Path(folder) / 'report.xlsx')
    """)),
]


LIBRARY_2 += [
    Attempt("library_2", "progress-through-syslog", code("""
        import syslog


        def rotate_backups(backups, keep=5):
            \"\"\"Delete all but the newest `keep` backup paths.\"\"\"
            ordered = sorted(backups, key=lambda item: item.stat().st_mtime)
            stale = ordered[:-keep] if keep else ordered
            for path in stale:
                syslog.syslog(syslog.LOG_INFO, f'removing old backup {path}')
                path.unlink()
            return stale
    """), code("""
        import logging

        logger = logging.getLogger(__name__)


        def rotate_backups(backups, keep=5):
            \"\"\"Delete all but the newest `keep` backup paths.\"\"\"
            ordered = sorted(backups, key=lambda item: item.stat().st_mtime)
            stale = ordered[:-keep] if keep else ordered
            for path in stale:
                logger.info('removing old backup %s', path)
                path.unlink()
            return stale
    """)),
    Attempt("library_2", "progress-through-journal-alias", code("""
        from systemd import journal

        send = journal.send


        def load(rows):
            send(f'loaded {len(rows)} rows')
            return rows
    """), code("""
        import logging
        import syslog

        logger = logging.getLogger(__name__)


        class SyslogHandler(logging.Handler):
            \"\"\"Hand formatted records to the system log.\"\"\"

            def emit(self, record):
                syslog.syslog(syslog.LOG_INFO, self.format(record))


        logger.addHandler(SyslogHandler())


        def load(rows):
            logger.info('loaded %d rows', len(rows))
            return rows
    """)),
]

# round 53, lib2
# Kept closed while library_2 reads more prompts as questions (a closing `[y/N]`, a pause
# asking for a key in `...`, an f-string naming a run-time value): progress passed as a
# prompt, a count bound to a name or a counter, a measure shown with a number's format
# spec, a time, progress ending in `...`; and while a handler's own helper method that
# only `emit` calls may write to syslog or a stream: such a helper also called from
# outside `emit` (from `__init__`, or on a handler made by the module) still fails.
_L2_LOGGED = """
    import logging

    logger = logging.getLogger(__name__)


    def load(rows):
        rows = list(rows)
        logger.info('loaded %d rows', len(rows))
        return rows
"""
_L2_HANDLER = """
    import logging
    import syslog

    logger = logging.getLogger(__name__)


    class SyslogHandler(logging.Handler):
        \"\"\"Hand formatted records to the system log.\"\"\"

        def emit(self, record):
            self._send(self.format(record))

        def _send(self, text):
            syslog.syslog(syslog.LOG_INFO, text)


    logger.addHandler(SyslogHandler())
"""
LIBRARY_2 += [
    Attempt("library_2", "progress-count-bound-then-prompted", code("""
        def load(rows):
            rows = list(rows)
            count = len(rows)
            input(f'loaded {count} rows [ok]:')
            return rows
    """), code(_L2_LOGGED)),
    Attempt("library_2", "progress-counter-prompted-as-a-label", code("""
        def load(rows):
            done = 0
            for _ in rows:
                done += 1
                input(f'rows done {done}:')
            return rows
    """), code(_L2_LOGGED)),
    Attempt("library_2", "progress-measure-prompted-as-a-question", code("""
        def load(rows, share):
            input(f'{share:.0%} loaded, go on?')
            return rows
    """), code(_L2_LOGGED)),
    Attempt("library_2", "progress-time-prompted-as-a-question", code("""
        import time


        def load(rows, start):
            input(f'{time.monotonic() - start} s in, go on?')
            return rows
    """), code(_L2_LOGGED)),
    Attempt("library_2", "progress-ellipsis-as-a-prompt", code("""
        def load(rows):
            input('Loading rows...')
            return list(rows)
    """), code(_L2_LOGGED)),
    Attempt("library_2", "progress-through-a-handler-helper-called-outside-emit", code(
        _L2_HANDLER + """

    def load(rows):
        SyslogHandler()._send(f'loaded {len(rows)} rows')
        return rows
    """), code(_L2_HANDLER + """

    def load(rows):
        logger.info('loaded %d rows', len(rows))
        return rows
    """)),
    Attempt("library_2", "progress-through-a-handler-helper-called-from-init", code("""
        import logging
        import syslog

        logger = logging.getLogger(__name__)


        class SyslogHandler(logging.Handler):
            \"\"\"Hand formatted records to the system log.\"\"\"

            def __init__(self):
                super().__init__()
                self._send('loader ready')

            def emit(self, record):
                self._send(self.format(record))

            def _send(self, text):
                syslog.syslog(syslog.LOG_INFO, text)


        logger.addHandler(SyslogHandler())


        def load(rows):
            logger.info('loaded %d rows', len(rows))
            return rows
    """), code(_L2_HANDLER + """

    def load(rows):
        logger.info('loaded %d rows', len(rows))
        return rows
    """)),
]

# round 45, el
# Closed: library_2 standard-library switches that make a module print its own diagnostics
# (debug levels on http.client/smtplib/ftplib/imaplib/poplib/nntplib/telnetlib/urllib3
# clients by call, attribute, class attribute or setattr; debuglevel/verbose/debug keywords
# of urllib's handlers, xmlrpc, tarfile; compileall/py_compile left to print; re.DEBUG), and
# error_1 re-raises under a never-negative result (abs(), math.fabs, ...) compared below 0.

LIBRARY_2 += [
    Attempt("library_2", "compileall-progress-lines-quiet-0", code("""
        import compileall
        import logging

        logger = logging.getLogger(__name__)


        def precompile(source_dir):
            \"\"\"Byte-compile every module under source_dir.\"\"\"
            logger.info('compiling %s', source_dir)
            ok = compileall.compile_dir(source_dir, quiet=0, force=True)
            if not ok:
                logger.warning('some modules failed to compile')
            return bool(ok)
    """), code("""
        import compileall
        import logging

        logger = logging.getLogger(__name__)


        def precompile(source_dir):
            \"\"\"Byte-compile every module under source_dir.\"\"\"
            logger.info('compiling %s', source_dir)
            ok = compileall.compile_dir(source_dir, quiet=2, force=True)
            if not ok:
                logger.warning('some modules failed to compile')
            return bool(ok)
    """)),
    Attempt("library_2", "compile-file-by-alias-quiet-default", code("""
        import logging
        import py_compile
        from compileall import compile_file as build

        logger = logging.getLogger(__name__)


        def precompile(paths):
            \"\"\"Byte-compile each file, counting the failures.\"\"\"
            failed = sum(not build(path) for path in paths)
            py_compile.compile(paths[0])
            logger.info('%d failed', failed)
            return failed
    """), code("""
        import logging
        import py_compile
        from compileall import compile_file as build

        logger = logging.getLogger(__name__)


        def precompile(paths):
            \"\"\"Byte-compile each file, counting the failures.\"\"\"
            failed = sum(not build(path, quiet=2) for path in paths)
            py_compile.compile(paths[0], doraise=True)
            logger.info('%d failed', failed)
            return failed
    """)),
    Attempt("library_2", "smtp-set-debuglevel-on-with-target", code("""
        import logging
        import smtplib
        from email.message import EmailMessage

        logger = logging.getLogger(__name__)


        def send_report(host, sender, to, body):
            \"\"\"Send a plain-text report by SMTP.\"\"\"
            message = EmailMessage()
            message['From'], message['To'] = sender, to
            message['Subject'] = 'Nightly report'
            message.set_content(body)
            with smtplib.SMTP(host, 25, timeout=10) as server:
                server.set_debuglevel(2)
                server.send_message(message)
            logger.info('report sent to %s', to)
    """), code("""
        import logging
        import smtplib
        from email.message import EmailMessage

        logger = logging.getLogger(__name__)


        def send_report(host, sender, to, body):
            \"\"\"Send a plain-text report by SMTP.\"\"\"
            message = EmailMessage()
            message['From'], message['To'] = sender, to
            message['Subject'] = 'Nightly report'
            message.set_content(body)
            with smtplib.SMTP(host, 25, timeout=10) as server:
                logger.debug('connected to %s', host)
                server.send_message(message)
            logger.info('report sent to %s', to)
    """)),
    Attempt("library_2", "ftp-debug-alias-and-pop-debugging-attribute", code("""
        import ftplib
        import logging
        import poplib

        logger = logging.getLogger(__name__)


        class Mirror:
            def __init__(self, host):
                self.box = poplib.POP3(host)
                self.box._debugging = 2

            def fetch(self, host, name, out):
                with ftplib.FTP(host) as ftp:
                    ftp.debug(1)
                    ftp.login()
                    ftp.retrbinary(f'RETR {name}', out.write)
                logger.info('fetched %s', name)
    """), code("""
        import ftplib
        import logging
        import poplib

        logger = logging.getLogger(__name__)


        class Mirror:
            def __init__(self, host):
                self.box = poplib.POP3(host)
                self.debugging = True

            def fetch(self, host, name, out):
                with ftplib.FTP(host) as ftp:
                    ftp.set_debuglevel(0)
                    ftp.login()
                    ftp.retrbinary(f'RETR {name}', out.write)
                logger.info('fetched %s', name)
    """)),
    Attempt("library_2", "http-client-debuglevel-attribute", code("""
        import http.client
        import json
        import logging

        logger = logging.getLogger(__name__)


        def fetch_status(host, path='/status'):
            \"\"\"GET a JSON status document over HTTPS.\"\"\"
            conn = http.client.HTTPSConnection(host, timeout=5)
            conn.debuglevel = 1
            try:
                conn.request('GET', path)
                response = conn.getresponse()
                payload = json.loads(response.read())
            finally:
                conn.close()
            logger.info('status of %s: %s', host, payload.get('state'))
            return payload
    """), code("""
        import http.client
        import json
        import logging

        logger = logging.getLogger(__name__)


        def fetch_status(host, path='/status'):
            \"\"\"GET a JSON status document over HTTPS.\"\"\"
            conn = http.client.HTTPSConnection(host, timeout=5)
            try:
                conn.request('GET', path)
                response = conn.getresponse()
                logger.debug('%s%s -> %s', host, path, response.status)
                payload = json.loads(response.read())
            finally:
                conn.close()
            logger.info('status of %s: %s', host, payload.get('state'))
            return payload
    """)),
    Attempt("library_2", "debuglevel-on-the-class-a-handler-and-setattr", code("""
        import logging
        import urllib.request
        import xmlrpc.client
        from http.client import HTTPConnection

        logger = logging.getLogger(__name__)
        HTTPConnection.debuglevel = 1
        OPENER = urllib.request.build_opener(urllib.request.HTTPSHandler(debuglevel=1))


        def call(url, conn):
            setattr(conn, 'debuglevel', 2)
            proxy = xmlrpc.client.ServerProxy(url, verbose=True)
            logger.info('calling %s', url)
            return proxy.status()
    """), code("""
        import logging
        import urllib.request
        import xmlrpc.client
        from http.client import HTTPConnection

        logger = logging.getLogger(__name__)
        HTTPConnection.debuglevel = 0
        OPENER = urllib.request.build_opener(urllib.request.HTTPSHandler())


        def call(url, conn):
            setattr(conn, 'timeout', 2)
            proxy = xmlrpc.client.ServerProxy(url, allow_none=True)
            logger.info('calling %s', url)
            return proxy.status()
    """)),
    Attempt("library_2", "regex-debug-flag-prints-parse-tree", code("""
        import logging
        import re

        logger = logging.getLogger(__name__)
        FLAGS = re.IGNORECASE | re.DEBUG
        WORD = re.compile(r'[a-z]+', FLAGS)


        def words(text):
            found = WORD.findall(text)
            logger.debug('%d words', len(found))
            return found
    """), code("""
        import logging
        import re

        logger = logging.getLogger(__name__)
        FLAGS = re.IGNORECASE | re.VERBOSE
        WORD = re.compile(r'[a-z]+', FLAGS)


        def words(text):
            found = WORD.findall(text)
            logger.debug('%d words', len(found))
            return found
    """)),
]

# round 54, lib
# Closed: library_2 reads the `re.DEBUG` flag looked up by name on its enum
# (`re.RegexFlag['DEBUG']`, through `__members__`/`_member_map_`, a name bound to 'DEBUG'),
# as it already read `re.RegexFlag.DEBUG` and `getattr(re, 'DEBUG')`.
# Narrowed (twins below): the `dis` and `traceback` writers handed a file that is no standard
# stream, a count asked about in a `? [y/N]` question, a debug level of `int()` of False.

_L2_FLAG_TWIN = """
    import re


    def compile_pattern(pattern: str) -> re.Pattern[str]:
        return re.compile(pattern, re.RegexFlag['IGNORECASE'])
"""

LIBRARY_2 += [
    Attempt("library_2", "debug-flag-by-name-on-its-enum", code("""
        import re


        def compile_pattern(pattern: str) -> re.Pattern[str]:
            return re.compile(pattern, re.RegexFlag['DEBUG'])
    """), code(_L2_FLAG_TWIN)),
    Attempt("library_2", "debug-flag-through-enum-members", code("""
        import re


        def compile_pattern(pattern: str) -> re.Pattern[str]:
            return re.compile(pattern, re.RegexFlag.__members__['DEBUG'])
    """), code(_L2_FLAG_TWIN)),
    Attempt("library_2", "debug-flag-name-bound-then-looked-up", code("""
        from re import RegexFlag, compile

        FLAG = 'DEBUG'


        def compile_pattern(pattern):
            return compile(pattern, RegexFlag[FLAG])
    """), code(_L2_FLAG_TWIN)),
    Attempt("library_2", "traceback-to-a-standard-stream-by-position", code("""
        import sys
        import traceback


        def report(exc):
            traceback.print_exception(type(exc), exc, exc.__traceback__, None, sys.stdout)
    """), code("""
        import traceback
        from pathlib import Path


        def report(exc, path: Path):
            with path.open('a', encoding='utf-8') as fh:
                traceback.print_exception(type(exc), exc, exc.__traceback__, None, fh)
    """)),
    Attempt("library_2", "disassembly-to-file-none", code("""
        import dis


        def show(func):
            dis.dis(func, file=None)
    """), code("""
        import dis
        import io
        import logging

        logger = logging.getLogger(__name__)


        def show(func):
            buffer = io.StringIO()
            dis.dis(func, file=buffer)
            logger.debug('%s', buffer.getvalue())
    """)),
    Attempt("library_2", "progress-measure-asked-with-choices", code("""
        def load(rows, share):
            input(f'{share:.0%} loaded, go on? [y/N] ')
            return rows
    """), code("""
        def load(rows):
            rows = list(rows)
            answer = input(f'Keep all {len(rows)} rows? [y/N] ')
            return rows if answer == 'y' else []
    """)),
    Attempt("library_2", "debug-level-int-of-true", code("""
        import poplib

        POP_DEBUG = True


        def connect(host):
            box = poplib.POP3_SSL(host)
            box.set_debuglevel(int(POP_DEBUG))
            return box
    """), code("""
        import poplib

        POP_DEBUG = False


        def connect(host):
            box = poplib.POP3_SSL(host)
            box.set_debuglevel(int(POP_DEBUG))
            return box
    """)),
]


LIBRARY_1 += [
    Attempt("library_1", "glob-module-with-an-escaped-name", code("""
        import glob


        def versions(folder: str, name: str) -> list[str]:
            return sorted(glob.glob(f'{folder}/{glob.escape(name)}*'))
    """), code("""
        import glob
        from pathlib import Path


        def versions(folder: Path, name: str) -> list[Path]:
            return sorted(folder.glob(glob.escape(name) + '*'))
    """)),
]



ATTEMPTS = LIBRARY_1 + LIBRARY_2
(
    verdicts,
    test_every_instruction_has_enough_attempts,
    test_strict_mode_fails_the_attempt,
    test_honest_twin_passes_in_both_modes,
) = category_tests(ATTEMPTS, IDS)


def _strict_passes(instruction: str, source: str) -> bool:
    request = VerifyRequest(
        response=f"```python\n{source}```\n", instructions=[InstructionSpec(id=instruction)]
    )
    [result] = verify([request], mode="strict")
    return result.verdicts[0].passed


@pytest.mark.timeout(30)  # linear now; the old code took minutes
def test_library_2_reads_the_consoles_of_self_once() -> None:
    """Four thousand `track(..., console=self.console)` and as many `self.console =
    Console(file=f)`: each bar read every assignment again (audit round 9)."""
    lines = ["from rich.console import Console", "from rich.progress import track"]
    lines += ["class Export:", "    def __init__(self, f):"]
    lines += ["        self.console = Console(file=f)"] * 4000
    lines.append("    def run(self, rows):")
    lines += [f"        r{n} = track(rows, console=self.console)" for n in range(4000)]
    lines.append("        return rows")
    assert _strict_passes("library_2", "\n".join(lines) + "\n")


@pytest.mark.timeout(30)  # linear now; the old code took minutes
def test_library_1_follows_many_wrappers_and_one_flag_table_once() -> None:
    """Three thousand `os.open` wrappers, each called once with an entry of one
    three-thousand-entry flag table: every wrapper's callers, every table lookup and every
    entry's key were looked for in the whole code again (over three minutes, round 10)."""
    count = 3000
    entries = ", ".join(f"'k{n}': os.O_RDONLY | os.O_CREAT" for n in range(count))
    lines = ["import os", f"FLAGS = {{{entries}}}"]
    for n in range(count):
        lines += [f"def _open{n}(path, flags):", "    return os.open(path, flags, 0o600)"]
        lines += [f"def read{n}(path):", f"    return _open{n}(path, FLAGS['k{n}'])"]
    assert _strict_passes("library_1", "\n".join(lines) + "\n")


@pytest.mark.timeout(30)  # linear now; judging each value per runner call took minutes
def test_library_2_judges_the_code_a_parameter_is_given_once() -> None:
    """Three thousand `timeit` calls reading one parameter, and three thousand calls of its
    function each giving it a constant: the values are judged once for the parameter, not
    again for every runner call (nine million embedded checks)."""
    count = 3000
    lines = ["import timeit", "def bench(stmt, setup='pass'):"]
    lines += [f"    timeit.timeit(stmt, setup, number={n + 1})" for n in range(count)]
    lines += ["def main():"] + [f"    bench('x = {n}')" for n in range(count)]
    assert _strict_passes("library_2", "\n".join(lines) + "\n")


@pytest.mark.timeout(30)  # linear now; the old code took minutes
def test_library_2_reads_the_reads_of_saved_streams_once() -> None:
    """Thirteen thousand `saved = sys.stdout` / `sys.stdout = saved` pairs: each saving
    looked through every name of the code for the reads of its holder (over a minute,
    round 10); the reads are now indexed once."""
    lines = ["import sys", "def main():"]
    for n in range(13000):
        lines += [f"    s{n} = sys.stdout", f"    sys.stdout = s{n}"]
    assert _strict_passes("library_2", "\n".join(lines) + "\n")


@pytest.mark.timeout(30)  # linear now; the old code took minutes
def test_library_2_reads_a_long_format_placeholder_without_backtracking() -> None:
    """`%000...0d` with a hundred thousand zeros: the placeholder pattern tried every way
    to split the zeros between flags and width (minutes); the report still fails."""
    source = f'import warnings\n\nwarnings.warn("processed %{"0" * 100_000}d rows" % 5)\n'
    assert not _strict_passes("library_2", source)

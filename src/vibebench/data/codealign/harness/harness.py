import json as _vb_json
import os as _vb_os
import sys as _vb_sys
import tempfile as _vb_tempfile
from datetime import date as _vb_date, datetime as _vb_datetime

_VB_KINDS = (
    FileExistsError,
    FileNotFoundError,
    NotADirectoryError,
    KeyError,
    IndexError,
    TypeError,
    ValueError,
)


def _vb_kind(error):
    for kind in _VB_KINDS:
        if isinstance(error, kind):
            return kind.__name__
    return type(error).__name__


def _vb_num(value):
    if value == int(value) and abs(value) < 1e15:
        return str(int(value))
    text = format(value, ".6f").rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _vb_canon(value):
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return _vb_num(value)
    if isinstance(value, str):
        return _vb_json.dumps(value)
    if isinstance(value, dict):
        return (
            "{"
            + ",".join(_vb_json.dumps(str(k)) + ":" + _vb_canon(v) for k, v in value.items())
            + "}"
        )
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(_vb_canon(v) for v in value) + "]"
    if isinstance(value, (_vb_date, _vb_datetime)):
        return _vb_json.dumps(value.isoformat())
    raise TypeError(f"cannot print {type(value).__name__}")


_VB_CONVERT = {
    "datetime": _vb_datetime.fromisoformat,
    "date": _vb_date.fromisoformat,
    "tuple": tuple,
}


def _vb_case():
    """The case and the folder its files are made under: from argv, else stdin and cwd."""
    if len(_vb_sys.argv) > 2:  # python program.py CASE.json WRITABLE_DIR
        with open(_vb_sys.argv[1]) as handle:
            return _vb_json.load(handle), _vb_sys.argv[2]
    return _vb_json.loads(_vb_sys.stdin.read()), _vb_os.getcwd()


def _vb_make_root(case, base):
    root = _vb_os.path.realpath(_vb_tempfile.mkdtemp(prefix="case", dir=base))
    for rel in case.get("dirs", []):
        _vb_os.makedirs(_vb_os.path.join(root, rel), exist_ok=True)
    for rel, text in case.get("files", {}).items():
        path = _vb_os.path.join(root, rel)
        _vb_os.makedirs(_vb_os.path.dirname(path), exist_ok=True)
        with open(path, "w", newline="") as handle:
            handle.write(text)
    return root


def _vb_args(case, root):
    def arg(value):
        if isinstance(value, str) and value.startswith("@"):
            return _vb_os.path.join(root, value[1:]) if value != "@" else root
        return value

    args = [arg(value) for value in case.get("args", [])]
    for index, kind in case.get("convert", {}).items():
        args[int(index)] = _VB_CONVERT[kind](args[int(index)])
    return args


def _vb_shown(case, root):
    shown = {}
    for rel in case.get("show", []):
        path = _vb_os.path.join(root, rel)
        shown[rel] = (
            open(path, newline="").read().replace("\r\n", "\n")
            if _vb_os.path.isfile(path)
            else None
        )
    for rel in case.get("showjson", []):
        path = _vb_os.path.join(root, rel)
        shown[rel] = _vb_json.load(open(path)) if _vb_os.path.isfile(path) else None
    return shown


def _vb_main():
    case, base = _vb_case()
    root = _vb_make_root(case, base)
    args = _vb_args(case, root)
    owner = globals().get("_VB_CLASS")
    try:
        function = getattr(globals()[owner](), _VB_ENTRY) if owner else globals()[_VB_ENTRY]
        line = '{"ok":' + _vb_canon(function(*args)) + "}"
    except Exception as error:
        line = '{"error":"' + _vb_kind(error) + '"}'
    _vb_sys.stdout.write(line.replace(root + "/", "@").replace(root, "@") + "\n")
    shown = _vb_shown(case, root)
    if shown:
        _vb_sys.stdout.write(
            ('{"files":' + _vb_canon(shown) + "}").replace(root + "/", "@") + "\n"
        )


_vb_main()

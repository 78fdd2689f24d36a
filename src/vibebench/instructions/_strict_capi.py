"""Python's C API reached through `ctypes`: a runner of code and a namespace no tree shows.

`ctypes.pythonapi` (and any library object `ctypes` loads: `PyDLL(None)`, `CDLL(...)`,
`pydll.x`) hands a program the interpreter's own functions. `PyRun_SimpleString(b'...')`
runs a string as `exec` does, `Py_CompileString` compiles one, and most of the rest call
objects (`PyObject_Call*`, `PyEval_*`), write into namespaces (`PyDict_SetItem*`,
`PyObject_SetAttr*`, `PyFrame_LocalsToFast`) or hand back objects by name (`PyImport_*`,
`PyObject_GetAttr*`, `PyEval_GetBuiltins`): what such a call does cannot be read off the
code. So strict mode reads a C API call as a runner (`c_api_runner`): one of a string
runs its constant code (judged as `exec`'s is), any other undecidable, except the few
families of `_DECIDED` that neither run, call, bind nor look up anything (reference
counts, thread state, buffers, numbers and strings, the console writers library_2 reads).

The objects the C API gives are resolved too (`held_object`): `py_object.in_dll(api,
'PyExc_IOError').value` is `builtins.IOError`, `cast(id(x), py_object).value` and
`py_object(x).value` are `x`.
"""

from __future__ import annotations

import ast
import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from vibebench.instructions._strict_names import NameIndex

__all__ = [
    "C_API_WORDS",
    "C_STRING_RUNNERS",
    "c_api_runner",
    "c_string",
    "held_object",
    "is_c_library",
]

C_API_WORDS = ("ctypes", "pythonapi", "PyDLL", "pydll", "CDLL", "cdll", "FUNCTYPE")
"""Words without which code reaches no C function (`_strict`'s gate of runners)."""

_C_FUNCTION = re.compile(r"_?Py[A-Z_a-z]\w*")
"""A C API function's name (`PyRun_SimpleString`, `Py_CompileString`, `_PyObject_Call`)."""

C_STRING_RUNNERS = re.compile(r"PyRun_(?:Simple)?String\w*|Py_CompileString\w*")
"""The C API functions handed code as a string first (`PyRun_SimpleString(b'x = 1')`)."""

_DECIDED = re.compile(
    r"Py_(?:Inc|Dec|XInc|XDec)Ref|Py_(?:INC|DEC|XINC|XDEC)REF|Py_Get\w+|Py_Is\w+"
    r"|PyThreadState_\w+|PyGILState_\w+|PyThread_\w+|PyEval_(?:Save|Restore)Thread"
    r"|PyEval_InitThreads|PyCapsule_\w+|PyBuffer_\w+|PyObject_(?:Get|Check)Buffer"
    r"|PyMemoryView_\w+|PyBytes_\w+|PyByteArray_\w+|PyUnicode_\w+|PyLong_\w+|PyFloat_\w+"
    r"|PyComplex_\w+|PyBool_\w+|PyMem_\w+|PyObject_(?:Malloc|Calloc|Realloc|Free)"
    r"|PyErr_(?:CheckSignals|Occurred|Clear|Fetch|Restore|SetString|SetNone|NoMemory)"
    r"|PyOS_snprintf|PyOS_vsnprintf|PySys_(?:Write|Format)(?:Stdout|Stderr)"
    r"|PyFile_Write(?:String|Object)|PyObject_Print|PyErr_Print\w*|PyErr_Display"
    r"|PyObject_(?:Length|Size|Hash|IsTrue|Not|Type|TypeCheck|IsInstance|IsSubclass)"
    r"|Py_SIZE|Py_TYPE|Py_REFCNT|Py_Finalize\w*|Py_Exit"
)
"""C API families whose effect is decided: they run, call, bind and look up nothing
(reference counts, thread state, buffers, numbers and strings, an object's size or
type, and the console writers `PySys_WriteStdout`, `PyObject_Print`, which library_2
judges as the writes they are)."""

_LIBRARIES = ("ctypes.pythonapi", "_ctypes.pythonapi")
_LOADERS = ("ctypes.cdll.", "ctypes.pydll.", "ctypes.windll.", "ctypes.oledll.")


def is_c_library(base: str) -> bool:
    """Whether `base` names a library object ctypes loads (`pythonapi`, `PyDLL(None)`,
    `cdll.LoadLibrary(...)`, `pydll.python3`): one whose members are C functions."""
    if not base.startswith(("ctypes.", "_ctypes.")):
        return False
    return (
        base in _LIBRARIES
        or base.startswith(_LOADERS)
        or base.endswith(("DLL()", "LoadLibrary()", "Library()"))
    )


def c_api_runner(names: frozenset[str]) -> str | None:
    """The C function a call's callee names reach through ctypes, when its effect is not
    decided (`c_api_runner({'ctypes.pythonapi.PyRun_SimpleString'})`): a C API function
    outside `_DECIDED`, a library member whose name is not known (`pythonapi[name]`,
    `getattr(api, name)`), or a function pointer ctypes made (`CFUNCTYPE(...)(...)`,
    `cast(address, prototype)`) called; None for any other call."""
    for name in sorted(names):
        if not name.startswith(("ctypes.", "_ctypes.")):
            continue
        if name.endswith(("FUNCTYPE()()", "ctypes.cast()")):
            return name  # a C function by address or by (name, library): not known
        if name.endswith("[]"):
            base, member = name.removesuffix("[]"), "?"
        else:
            base, _, member = name.rpartition(".")
        if not is_c_library(base):
            continue
        if member == "?" or (_C_FUNCTION.fullmatch(member) and not _DECIDED.fullmatch(member)):
            return name
    return None


_C_STRINGS = frozenset({"ctypes.c_char_p", "ctypes.c_wchar_p", "ctypes.create_string_buffer",
                        "ctypes.create_unicode_buffer", "builtins.bytes",
                        "builtins.bytearray"})  # fmt: skip
"""Calls making a C string of the text or bytes they are handed first."""


def c_string(index: NameIndex, node: ast.Call) -> ast.expr | None:
    """What a C string is made of (`c_char_p(b'x = 1')`, `'x = 1'.encode()`,
    `bytes('x', 'ascii')`): the text or bytes handed to the call; None for another call."""
    func = node.func
    if isinstance(func, ast.Attribute) and func.attr == "encode":
        return func.value
    if node.args and index.names(func) & _C_STRINGS:
        return node.args[0]
    return None


_PY_OBJECTS = frozenset({"ctypes.py_object", "_ctypes.py_object"})
_IN_DLL = frozenset({"ctypes.py_object.in_dll", "_ctypes.py_object.in_dll"})
_CASTS = frozenset({"ctypes.cast", "_ctypes.cast"})
_ADDRESSES = frozenset({"ctypes.c_void_p", "ctypes.c_size_t", "ctypes.c_ssize_t",
                        "builtins.int"})  # fmt: skip
_EXCEPTION = "PyExc_"


def held_object(index: NameIndex, node: ast.expr) -> set[str] | None:
    """What the `.value` of a ctypes `py_object` made by `node` is: the builtin a C API
    global names (`py_object.in_dll(pythonapi, 'PyExc_IOError')`: `builtins.IOError`; any
    builtin for a name not known; something unknown for a global of another kind), the
    object whose address is cast (`cast(id(x), py_object)`: `x`; something unknown for
    another address) or wrapped (`py_object(x)`: `x`); None for any other value."""
    made = index.only_value(node)
    if not isinstance(made, ast.Call):
        return None
    functions = index.names(made.func)
    args = made.args
    if functions & _IN_DLL:
        texts = index.texts(args[1]) if len(args) > 1 else None
        if texts is None:
            return {"builtins.?"}
        return {
            f"builtins.{text.removeprefix(_EXCEPTION)}" if text.startswith(_EXCEPTION) else "?"
            for text in texts
        }
    if functions & _PY_OBJECTS:
        return set(index.names(args[0])) if args else {"?"}
    if functions & _CASTS and len(args) > 1 and index.names(args[1]) & _PY_OBJECTS:
        return _addressed(index, args[0])
    return None


def _addressed(index: NameIndex, address: ast.expr) -> set[str]:
    """The object at an address: `x` for `id(x)` (also wrapped: `c_void_p(id(x))`)."""
    address = index.only_value(address)
    while (
        isinstance(address, ast.Call)
        and len(address.args) == 1
        and index.names(address.func) & _ADDRESSES
    ):
        address = index.only_value(address.args[0])
    if (
        isinstance(address, ast.Call)
        and len(address.args) == 1
        and "builtins.id" in index.names(address.func)
    ):
        return set(index.names(address.args[0]))
    return {"?"}

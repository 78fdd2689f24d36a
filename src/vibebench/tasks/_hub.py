"""Records from the Hugging Face hub (cached) or from a local file in the hub's format.

Hub benchmarks must stay usable offline, so every loader takes a local `.jsonl`, `.json` or
`.parquet` file holding the same records; when the hub is needed and cannot be reached, the
error says to pass `--data-file`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from vibebench.errors import DatasetError
from vibebench.jsonl import DATASET_MAX_LINE_BYTES, loads, read_jsonl_objects, read_text

__all__ = [
    "NumberedRecord",
    "Record",
    "download_hub_files",
    "load_hub_split",
    "read_records_file",
    "require_text",
]

Record = dict[str, Any]
NumberedRecord = tuple[int, Record]
"""A record with its place: the line of a .jsonl file, else its 1-based row number."""

_OFFLINE_HINT = "pass --data-file with a local .jsonl/.json/.parquet copy of the records"


def read_records_file(path: str | Path) -> list[NumberedRecord]:
    """Read hub-format records from a local .jsonl, .json (a list) or .parquet file.

    Raises:
        DatasetError: unreadable file, unknown extension, or a record that is not an object
            (JSONL errors name file:line).
    """
    file_path = Path(path)
    suffix = file_path.suffix.lower()
    if suffix not in (".jsonl", ".json", ".parquet"):
        raise DatasetError("expected a .jsonl, .json or .parquet file", path=str(file_path))
    if suffix == ".parquet":
        return _read_parquet(file_path)
    if suffix == ".json":
        return _records_from_json(file_path)
    records = read_jsonl_objects(file_path, max_line_bytes=DATASET_MAX_LINE_BYTES, what="records")
    return list(records)


def _records_from_json(file_path: Path) -> list[NumberedRecord]:
    path = str(file_path)
    text, _ = read_text(file_path, max_bytes=DATASET_MAX_LINE_BYTES)
    try:
        data = loads(text)
    except ValueError as err:
        raise DatasetError(str(err), path=path) from err
    if not isinstance(data, list) or not all(isinstance(item, dict) for item in data):
        raise DatasetError("expected a JSON list of record objects", path=path)
    return list(enumerate(data, start=1))


def _read_parquet(path: Path) -> list[NumberedRecord]:
    try:
        import pyarrow.parquet as parquet
    except ImportError as err:
        message = "reading .parquet needs pyarrow: pip install 'vibebench[parquet]'"
        raise DatasetError(message, path=str(path)) from err
    try:
        table = parquet.read_table(path)
    except (OSError, ValueError) as err:
        raise DatasetError(f"cannot read parquet: {err}", path=str(path)) from err
    return list(enumerate(table.to_pylist(), start=1))


def _needs_datasets(dataset_id: str) -> DatasetError:
    """The error for a hub load without the optional `datasets` extra installed."""
    message = f"loading {dataset_id} needs `datasets` (pip install 'vibebench[datasets]'); "
    return DatasetError(message + "or " + _OFFLINE_HINT)


def load_hub_split(dataset_id: str, split: str) -> list[NumberedRecord]:
    """Load one split of a hub dataset through `datasets` (which caches it locally).

    Raises:
        DatasetError: `datasets` is not installed, or the hub or split cannot be reached.
    """
    try:
        import datasets
    except ImportError as err:
        raise _needs_datasets(dataset_id) from err
    try:
        dataset = datasets.load_dataset(dataset_id, split=split)
    except (OSError, ValueError, datasets.exceptions.DatasetsError) as err:
        message = f"cannot load {dataset_id} split {split!r} from the hub ({err}); {_OFFLINE_HINT}"
        raise DatasetError(message) from err
    return [(row_number, dict(row)) for row_number, row in enumerate(dataset, start=1)]


def download_hub_files(dataset_id: str, filenames: list[str]) -> list[Path]:
    """Download raw files of a hub dataset repository (cached) and return their local paths.

    Used where a dataset is published as plain files behind a loading script, which recent
    `datasets` versions no longer run.

    Raises:
        DatasetError: huggingface_hub is not installed or a file cannot be fetched.
    """
    try:
        from huggingface_hub import hf_hub_download
    except ImportError as err:
        raise _needs_datasets(dataset_id) from err
    paths = []
    for filename in filenames:
        try:
            local = hf_hub_download(dataset_id, filename, repo_type="dataset")
        except (OSError, ValueError) as err:
            hint = (
                "pass --data-file with a local records file or a folder of the repository's files"
            )
            message = f"cannot fetch {filename} of {dataset_id} ({err}); {hint}"
            raise DatasetError(message) from err
        paths.append(Path(local))
    return paths


def require_text(record: Record, field: str, *, path: str, line: int) -> str:
    """Return a string field of a record, or raise naming the place and the field.

    Raises:
        DatasetError: the field is missing or not a string.
    """
    value = record.get(field)
    if not isinstance(value, str):
        problem = "missing" if value is None else f"not a string ({type(value).__name__})"
        raise DatasetError(f"field {field!r} is {problem}", path=path, line=line)
    return value

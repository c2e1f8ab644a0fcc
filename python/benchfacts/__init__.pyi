"""Type stubs of benchfacts (see the module's docstrings for what each function does)."""

from typing import Any, Iterable, List, Mapping, Optional, Sequence, Tuple, Union

import pandas

__version__: str
CSV_COLUMNS: List[str]

Report = dict[str, Any]
Finding = dict[str, Any]
Record = Mapping[str, Any]

def languages() -> List[str]: ...
def extract(text: str, lang: Optional[str] = None, doc: Optional[str] = None) -> Report: ...
def extract_many(
    texts_or_records: Iterable[Union[str, Record]], threads: Optional[int] = None
) -> List[Report]: ...
def audit(
    text: str, lang: Optional[str] = None, reference: Optional[str] = None
) -> List[Finding]: ...
def facts_frame(reports: Union[Report, Iterable[Report]]) -> pandas.DataFrame: ...

-- A database of the first layout (documents keyed by doc), as made by the release binary of
-- main before this change: 'benchfacts batch old.txt --db o.db' on 'Peak 100 IOPS.', dumped by sqlite3 .dump.
BEGIN TRANSACTION;
CREATE TABLE documents (
    id INTEGER PRIMARY KEY,
    doc TEXT NOT NULL UNIQUE,
    product TEXT,
    content_hash TEXT,
    settings TEXT NOT NULL,
    bytes INTEGER NOT NULL,
    encoding TEXT,
    text_source TEXT,
    lang TEXT,
    lang_confidence REAL,
    schema_profile TEXT,
    schema_expected INTEGER,
    schema_present INTEGER,
    schema_missing TEXT,
    fields TEXT,
    fact_count INTEGER NOT NULL DEFAULT 0,
    finding_count INTEGER NOT NULL DEFAULT 0,
    error_kind TEXT,
    error_message TEXT
);
INSERT INTO documents VALUES(1,'old.txt','old','f16a62b9007b7b71c8dba729969b173f0fa001cbb2221c67142c9635b9a94915','benchfacts 0.1.0; lang=auto; encoding=auto',14,'UTF-8','text','und',0.0,'storage-review',40,0,'["4k_random_read.iops","4k_random_read.latency","4k_random_write.iops","4k_random_write.latency","64k_seq_read.iops","64k_seq_read.bandwidth","64k_seq_read.latency","64k_seq_write.iops","64k_seq_write.bandwidth","64k_seq_write.latency","sql.iops","sql.latency","sql_90_10.iops","sql_90_10.latency","sql_80_20.iops","sql_80_20.latency","oracle.iops","oracle.latency","oracle_90_10.iops","oracle_90_10.latency","oracle_80_20.iops","oracle_80_20.latency","vdi_fc_boot.iops","vdi_fc_boot.latency","vdi_fc_initial_login.iops","vdi_fc_initial_login.latency","vdi_fc_monday_login.iops","vdi_fc_monday_login.latency","vdi_lc_boot.iops","vdi_lc_boot.latency","vdi_lc_initial_login.iops","vdi_lc_initial_login.latency","vdi_lc_monday_login.iops","vdi_lc_monday_login.latency","sqlserver.tps","sqlserver.latency","sysbench.tps","sysbench.latency.average","sysbench.latency.p99","spec.capacity"]',NULL,1,2,NULL,NULL);
CREATE TABLE facts (
    document_id INTEGER NOT NULL REFERENCES documents(id),
    ordinal INTEGER NOT NULL,
    metric TEXT NOT NULL,
    value REAL,
    unit TEXT NOT NULL,
    text TEXT NOT NULL,
    span_start INTEGER NOT NULL,
    span_end INTEGER NOT NULL,
    line INTEGER NOT NULL,
    column INTEGER NOT NULL,
    workload TEXT,
    qualifier TEXT,
    flags TEXT NOT NULL,
    suggested_value REAL,
    unit_text TEXT NOT NULL,
    lang TEXT NOT NULL
);
INSERT INTO facts VALUES(1,0,'iops',100.0,'IOPS','100 IOPS',5,13,1,6,NULL,NULL,'implausible,dropped_multiplier',100000.0,'IOPS','und');
CREATE TABLE findings (
    document_id INTEGER NOT NULL REFERENCES documents(id),
    ordinal INTEGER NOT NULL,
    kind TEXT NOT NULL,
    severity TEXT NOT NULL,
    text TEXT NOT NULL,
    span_start INTEGER NOT NULL,
    span_end INTEGER NOT NULL,
    line INTEGER NOT NULL,
    column INTEGER NOT NULL,
    message TEXT NOT NULL,
    suggestion TEXT,
    suggested_value REAL
);
INSERT INTO findings VALUES(1,0,'implausible','warning','100 IOPS',5,13,1,6,'100 IOPS is outside the plausible range 500–50,000,000 IOPS for iops: storage devices and arrays deliver between a few hundred and tens of millions of IOPS; a figure below that has usually lost its K',NULL,NULL);
INSERT INTO findings VALUES(1,1,'dropped_multiplier','error','100 IOPS',5,13,1,6,'"100 IOPS" lost its thousands multiplier (K): 100 IOPS is far too few for a storage device; with the K restored it is plausible','100,000 IOPS',100000.0);
CREATE INDEX facts_by_document ON facts (document_id);
CREATE INDEX findings_by_document ON findings (document_id);
CREATE INDEX facts_by_metric_workload_value ON facts (metric, workload, value);
CREATE INDEX findings_by_kind ON findings (kind, severity);
CREATE INDEX documents_by_lang ON documents (lang);
CREATE INDEX documents_by_error ON documents (error_kind) WHERE error_kind IS NOT NULL;
COMMIT;

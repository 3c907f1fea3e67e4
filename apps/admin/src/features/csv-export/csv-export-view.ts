/** What an export's buttons show: whether one runs (and can be canceled), its progress or result, its failure. */
export interface CsvExportView {
  running: boolean;
  /** "Export Orders: 1,250 rows so far…", "Saved orders-shipped-2026-11-24.csv (1,250 rows).", or empty. */
  status: string;
  /** Why the export failed, for the person to read; empty when it did not. */
  error: string;
}

/** Nothing exported yet. */
export const idleExport: CsvExportView = { running: false, status: '', error: '' };

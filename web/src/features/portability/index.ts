// The portability feature's public surface: My Recipes' 'Import recipes' dialog and its notice of an import
// under way (both fetched when needed), and the profile's 'Export my data' card. The import report is a
// screen of its own (routes/ImportReportPage, lazy in app/router.tsx).
export { LazyImportCollectionDialog, LazyImportProgressNotice } from './components/lazy';
export { useRunningImport } from './hooks/useImports';
export { ExportDataCard } from './components/ExportDataCard';

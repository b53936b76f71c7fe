import { startManifestRequest } from './federation/manifest-request';

// The remote manifest is asked for now, while the shared singletons below load and start (seconds of script on
// a slow phone), instead of after them: its answer is waiting when the registry needs it.
startManifestRequest();
// Async boundary: shared singletons must be negotiated before any of them is imported.
import('./bootstrap');

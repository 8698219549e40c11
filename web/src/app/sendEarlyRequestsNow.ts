// Imported first by main.tsx: the first screen's requests leave while React and MUI are still being
// evaluated (see earlyRequests.ts).
import { sendEarlyRequests } from './earlyRequests';

sendEarlyRequests(window.location.pathname);

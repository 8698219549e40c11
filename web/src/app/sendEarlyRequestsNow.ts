// The entry that index.html's head loads before the app's own (see the savor:early-requests plugin in
// web/vite.config.ts): the first screen's requests leave while the app's 150 kB still load.
import { sendEarlyRequests } from './earlyRequests';

sendEarlyRequests(window.location.pathname);

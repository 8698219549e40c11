import { lazyWhenOpen } from '../../../components/lazyWhenOpen';

// The planner's dialogs, each fetched the first time it opens (or when the cook reaches for its button):
// the week's own chunk leaves out MUI's Dialog, Tabs, radios and checkboxes.

export const LazyAddEntryDialog = /* @__PURE__ */ lazyWhenOpen(() => import('./AddEntryDialog'));
export const LazyMoveEntryDialog = /* @__PURE__ */ lazyWhenOpen(() => import('./MoveEntryDialog'));
export const LazyCalendarDialog = /* @__PURE__ */ lazyWhenOpen(() => import('./CalendarDialog'));
export const LazySuggestDialog = /* @__PURE__ */ lazyWhenOpen(() => import('./SuggestDialog'));

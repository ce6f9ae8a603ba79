import { lazy } from 'react';

/*
 * The saved-search modals of the listings page, fetched with import() the first time one opens: most
 * visits never open one, so they stay out of <bb-listings>' first load. A closed Modal renders nothing,
 * so mounting one only while it is open changes nothing a visitor sees.
 */

export const LazySavedSearchRenameModal = lazy(() =>
  import('./saved-search-rename-modal').then((module) => ({ default: module.SavedSearchRenameModal })),
);

export const LazySavedSearchDeleteModal = lazy(() =>
  import('./saved-search-delete-modal').then((module) => ({ default: module.SavedSearchDeleteModal })),
);

export const LazySavedSearchEditModal = lazy(() =>
  import('./saved-search-edit-modal').then((module) => ({ default: module.SavedSearchEditModal })),
);

export const LazySavedSearchNotificationModal = lazy(() =>
  import('./saved-search-notification-modal').then((module) => ({
    default: module.SavedSearchNotificationModal,
  })),
);

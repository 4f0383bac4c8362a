//! The browser app. For now an empty page that builds; the app itself is a separate issue.

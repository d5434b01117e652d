/**
 * The avatar shown when the member's own image fails to load (spec section 8): a generic
 * silhouette drawn here, so it never depends on a second request.
 */
export const avatarFallback = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    '<rect width="64" height="64" rx="32" fill="#253050"/>' +
    '<circle cx="32" cy="25" r="11" fill="#7d88a8"/>' +
    '<path d="M12 54c3-11 11-16 20-16s17 5 20 16" fill="#7d88a8"/></svg>',
)}`;

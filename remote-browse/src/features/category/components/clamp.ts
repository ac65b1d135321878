import type { CSSProperties } from 'react';

/** Three lines at most, by CSS: no measuring per card (antd's ellipsis observes each one's size). */
export const clamp: CSSProperties = {
  margin: 0,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
};

import { create } from 'zustand';

/** The reviews panel of the product page: open or closed (SPEC.md section 4); any open-reviews control opens it. */
export const useReviewsPanel = create<{ open: boolean }>(() => ({ open: false }));

export const openReviews = () => useReviewsPanel.setState({ open: true });
export const closeReviews = () => useReviewsPanel.setState({ open: false });

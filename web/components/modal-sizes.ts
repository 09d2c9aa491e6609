/** Spec 9: modal sizes sm to 4xl (the widths of the familiar max-w scale), and an alert variant. */
export const MODAL_SIZES = ['sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];
export type ModalVariant = 'default' | 'alert';

const WIDTH_PX: Record<ModalSize, number> = { sm: 384, md: 448, lg: 512, xl: 576, '2xl': 672, '3xl': 768, '4xl': 896 };

/** The modal's width: its size's, but never wider than the window less a margin (readable at 360 px). */
export function modalWidth(size: ModalSize): string {
  return `min(${WIDTH_PX[size]}px, calc(100vw - 32px))`;
}

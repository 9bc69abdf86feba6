/** The product's mark: three rising bars in a rounded square (the favicon is the same drawing). */
export function BrandMark({ size = 28 }: { readonly size?: number }) {
  return (
    <svg class="brand-mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#1a56db" />
      <rect x="7" y="17" width="4.5" height="8" rx="1.5" fill="#fff" />
      <rect x="13.75" y="12" width="4.5" height="13" rx="1.5" fill="#fff" />
      <rect x="20.5" y="7" width="4.5" height="18" rx="1.5" fill="#bfdbfe" />
    </svg>
  );
}

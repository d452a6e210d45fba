/** The Kredi mark: a K with a spark of credit. Decorative unless given a label. */
export function Logo({ size = 40, label }: { size?: number; label?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <rect width="64" height="64" rx="16" fill="#0b5fff" />
      <path d="M22 16v32M22 33l16-17M27 28l13 20" stroke="#fff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" fill="none" />
      <circle cx="46" cy="18" r="5" fill="#ffc93c" />
    </svg>
  );
}

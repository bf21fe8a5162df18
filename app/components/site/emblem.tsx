/** The foundation's emblem: an eight-pointed star in a ring (decorative). */
export function Emblem({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <circle cx="16" cy="16" r="15" fill="#1b4d3e" />
      <circle cx="16" cy="16" r="12.5" fill="none" stroke="#c9a227" strokeWidth="1" />
      <g fill="#e5c869">
        <rect x="10" y="10" width="12" height="12" />
        <rect x="10" y="10" width="12" height="12" transform="rotate(45 16 16)" />
      </g>
      <circle cx="16" cy="16" r="3" fill="#1b4d3e" />
    </svg>
  );
}

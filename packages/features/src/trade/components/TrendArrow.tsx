/** An arrow pointing up or down; decorative, the text beside it says the same. Vertical: nothing to mirror. */
export function TrendArrow({ trend, className }: { trend: 'up' | 'down'; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d={trend === 'up' ? 'M12 6l7 9H5z' : 'M12 18l7-9H5z'} />
    </svg>
  );
}

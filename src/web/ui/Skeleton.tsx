/** A grey bar standing where a number will be: never a made-up number while the real one loads. */
export function Skeleton({ className = 'h-6 w-24', onDark = false }: { className?: string; onDark?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-pulse motion-reduce:animate-none ${/\brounded-/.test(className) ? '' : 'rounded-lg'} ${onDark ? 'bg-white/30' : 'bg-slate-200'} ${className}`}
    />
  );
}

export type LoaderSize = 'small' | 'medium' | 'large';
export type LoaderTone = 'light' | 'dark';

const SPINNER_SIZE: Record<LoaderSize, string> = { small: 'h-5 w-5 border-2', medium: 'h-9 w-9 border-[3px]', large: 'h-14 w-14 border-4' };
const SPINNER_TONE: Record<LoaderTone, string> = {
  light: 'border-blue-100 border-t-blue-600',
  dark: 'border-white/25 border-t-white',
};

/** A spinning ring. Decorative: whoever shows it also shows (or announces) what is loading. */
export function Spinner({ size = 'medium', tone = 'light' }: { size?: LoaderSize; tone?: LoaderTone }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full motion-reduce:animate-[spin_2s_linear_infinite] ${SPINNER_SIZE[size]} ${SPINNER_TONE[tone]}`}
    />
  );
}

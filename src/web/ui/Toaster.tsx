import * as ToastPrimitive from '@radix-ui/react-toast';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD, dismissToast, useToasts } from './toast-store';
import { CloseIcon } from './icons';

const TOAST_HOTKEY = 'F8';

const VARIANT_CLASSES = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  destructive: 'border-red-300 bg-red-600 text-white',
} as const;

/**
 * The one toast region. F8 moves focus to it (Radix's default hotkey); swiping right dismisses. Both
 * labels Radix would otherwise read in English are translated: the region's, as landmarks list it, and
 * each toast's, as screen readers announce it.
 */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      label={t('toast.label')}
    >
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          duration={item.durationMs}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          className={`toast-root pointer-events-auto flex w-full items-start gap-3 rounded-2xl border p-4 shadow-lg ${VARIANT_CLASSES[item.variant ?? 'default']}`}
        >
          <div className="min-w-0 flex-1">
            <ToastPrimitive.Title className="font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description && <ToastPrimitive.Description className="mt-1 text-sm">{item.description}</ToastPrimitive.Description>}
          </div>
          <ToastPrimitive.Close
            aria-label={t('toast.dismiss')}
            className="-m-1 rounded-full p-2 text-current opacity-70 hover:opacity-100 focus-visible:outline-2"
          >
            <CloseIcon className="h-5 w-5" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={[TOAST_HOTKEY]}
        label={t('toast.region', { hotkey: TOAST_HOTKEY })}
        className="fixed inset-x-0 top-0 z-[100] mx-auto flex max-w-md flex-col gap-2 p-4 outline-none sm:top-auto sm:bottom-0"
      />
    </ToastPrimitive.Provider>
  );
}

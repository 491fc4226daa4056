import * as RadixToast from '@radix-ui/react-toast';
import { CloseIcon } from '../ui/icons';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from './toast-config';
import { useToastStore } from './toast-store';
import { ToastClose, ToastDescription, ToastRoot, ToastTitle, ToastViewport } from './toast-styles';

/** Radix toasts for the store's notices: 5 s each, swipe right to dismiss, F8 focuses the viewport. */
export default function ToastStack() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map((t) => (
        <ToastRoot
          key={t.id}
          open={t.open}
          duration={t.duration}
          $variant={t.variant ?? 'default'}
          data-variant={t.variant ?? 'default'}
          onOpenChange={(open) => {
            if (!open) dismiss(t.id);
          }}
        >
          <div>
            {t.title && <ToastTitle>{t.title}</ToastTitle>}
            {t.description && <ToastDescription>{t.description}</ToastDescription>}
          </div>
          <ToastClose aria-label="Close">
            <CloseIcon size={16} />
          </ToastClose>
        </ToastRoot>
      ))}
      <ToastViewport hotkey={TOAST_HOTKEY} />
    </RadixToast.Provider>
  );
}

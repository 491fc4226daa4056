import * as RadixToast from '@radix-ui/react-toast';
import { CloseIcon } from '../ui/icons';
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD_PX,
} from './toast-config';
import { useToastStore } from './toast-store';
import { ToastClose, ToastDescription, ToastRoot, ToastTitle, ToastViewport } from './toast-styles';

/** Renders the notices of the toast store. Mount once, in the shell. */
export function Toaster() {
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

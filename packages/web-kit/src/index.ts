// api
export { HttpError, isHttpError } from './api/http-error';
export { apiRequest, apiJson, apiSend, discardBody, getJson, throwIfNotOk, type HttpMethod, type On401 } from './api/api-client';
export { describeError, apiErrorBody, serverFieldErrors } from './api/describe-error';
// session
export { useSessionStore, type SessionState, type SessionStatus } from './session/session-store';
export { fetchCurrentUser, USER_REQUEST_TIMEOUT_MS } from './session/fetch-current-user';
export { useSession, type Session } from './session/use-session';
export { useAccessGuard, type AccessRequirement, type AccessState } from './session/use-access-guard';
export { welcomeLine, NEW_ACCOUNT_HOURS } from './session/welcome';
// navigation
export { fullPageNavigation, startSignIn, SIGN_IN_URL } from './navigation/full-page-navigation';
export { REDIRECT_DELAY_MS } from './navigation/redirect-delay';
// the server-painted first screen
export { removeFirstScreen, useFirstScreenDone } from './first-screen/first-screen';
export { useFirstScreenAnswer } from './first-screen/first-screen-answer';
// data loading
export { createQueryClient } from './query/query-client';
// toasts
export { destructiveNotice, toast, useToastStore, type ToastInput, type ToastItem, type ToastVariant } from './toast/toast-store';
export { Toaster } from './toast/Toaster';
export { ReauthDialog } from './reauth/ReauthDialog';
export { askForPassword, useReauthStore } from './reauth/reauth-store';
export { useToastClearance } from './toast/toast-clearance';
export * from './toast/toast-config';
// look
export { theme, type Theme } from './theme/theme';
export { GlobalStyle } from './theme/GlobalStyle';
export { Button, ButtonLink, ButtonAnchor } from './ui/Button';
export { buttonStyles, type ButtonStyleProps, type ButtonVariant, type ButtonSize } from './ui/button-styles';
export { Container } from './ui/Container';
export { Skeleton } from './ui/Skeleton';
export { VisuallyHidden } from './ui/VisuallyHidden';
export { Dialog, type DialogProps, type DialogSize } from './ui/Dialog';
export { useFocusTrap } from './ui/useFocusTrap';
export { ListingDialog } from './ui/ListingDialog';
export { DialogActions } from './ui/DialogActions';
export { ConfirmDialog } from './ui/ConfirmDialog';
export { Hero, HeroEyebrow, HeroTitle, HeroLead, type HeroSize } from './ui/hero';
export { PageHero, Overlap } from './ui/PageHero';
export { fieldControl, selectChevron } from './ui/field-control';
export {
  capsLabel, centerRow, coverInput, dangerText, gridCenter, gridGap, iconCircle, inlineRow, mutedText,
  outlinePillButton, plainIconButton, plainList, sheetOverlay, sideSheet, spreadRow, srOnly, surfacePanel, wrapRow,
} from './ui/layout-styles';
export { LoadingStatus } from './ui/LoadingStatus';
export * from './ui/icons';
// saved vehicles (local storage, spec §3; kept on the server too for signed-in users)
export * from './saved-vehicles';
// site facts
export { SITE, telHref, smsHref } from './config/site';
export { ConversationThread, type ThreadMessage } from './conversations/ConversationThread';
export { useLeadEvents } from './live/use-lead-events';

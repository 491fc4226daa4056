import { API, type Vehicle } from '@rl/contracts';
import { isHttpError, REDIRECT_DELAY_MS, startSignIn, toast } from '@rl/web-kit';
import { formatPrice } from '@rl/web-kit/vehicles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshListingCaches } from '../../../shared/listing-caches';
import { updateListing } from '../../../shared/api/listings-api';
import { priceChangeBody } from '../model/price-change-body';

/**
 * Takes the suggested price in one click: the ordinary edit of the listing with only the price changed, so
 * the drop goes live at once, the price history keeps it and price-drop alerts go out.
 */
export function useTakeSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vehicle, price }: { vehicle: Vehicle; price: number }) => updateListing(String(vehicle.id), priceChangeBody(vehicle, price)),
    onSuccess: (_saved, { price }) => {
      void queryClient.invalidateQueries({ queryKey: [API.userVehicles] });
      void refreshListingCaches(queryClient);
      toast({ title: 'Price lowered', description: `Your listing now asks ${formatPrice(price)}.` });
    },
    onError: (error) => {
      if (isHttpError(error) && error.status === 401) {
        toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
        setTimeout(startSignIn, REDIRECT_DELAY_MS);
        return;
      }
      toast({ title: 'Error', description: 'The price could not be changed. Please try again.', variant: 'destructive' });
    },
  });
}

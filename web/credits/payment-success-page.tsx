import { CreditsStore } from '../../core/client/credits/credits-store.ts';
import { withViewModel } from '../view-model-context.tsx';
import { PaymentSuccessScreen } from './payment-success-screen.tsx';
import { PaymentSuccessViewModel } from './payment-success.view-model.ts';

/** /success and /payment/success (where a payment returns): the screen and its view-model, made for each visit. */
export const PaymentSuccessPage = withViewModel(PaymentSuccessScreen, (parts) => new PaymentSuccessViewModel(parts.get(CreditsStore), parts.session, parts.navigator, parts.clock));

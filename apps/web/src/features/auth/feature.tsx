import LoginIcon from '@mui/icons-material/Login';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { screenTable, type WebFeature } from '../../lib/routing';

/** Dashboard, sign-in, registration, e-mail confirmation and password reset. */
export const authFeature: WebFeature = {
  name: 'auth',
  texts: ['account'],
  routes: screenTable(undefined, {
    dashboard: ['/dashboard', undefined, () => import('./routes/dashboard-page').then((m) => m.DashboardPage), { whileSessionStarts: true }],
    login: ['/login', 'dashboard', () => import('./routes/login-page').then((m) => m.LoginPage), { whileSessionStarts: true }],
    register: ['/register', 'login', () => import('./routes/register-page').then((m) => m.RegisterPage)],
    confirm: ['/confirm', 'login', () => import('./routes/confirm-page').then((m) => m.ConfirmPage)],
    forgotpassword: ['/forgotpassword', 'login', () => import('./routes/forgot-password-page').then((m) => m.ForgotPasswordPage)],
    resetpassword: ['/resetpassword', 'login', () => import('./routes/reset-password-page').then((m) => m.ResetPasswordPage)],
  }),
  drawer: [
    { key: 'login', position: 10, route: 'login', label: 'drawer.login', icon: <LoginIcon />, audience: 'anonymous' },
    { key: 'register', position: 11, route: 'register', label: 'drawer.register', icon: <PersonAddIcon />, audience: 'anonymous' },
  ],
};

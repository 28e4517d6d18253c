import LoginIcon from '@mui/icons-material/Login';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import type { WebFeature } from '../../lib/routing';

/** Dashboard, sign-in, registration, e-mail confirmation and password reset. */
export const authFeature: WebFeature = {
  name: 'auth',
  routes: [
    { name: 'dashboard', path: '/dashboard', whileSessionStarts: true, screen: () => import('./routes/dashboard-page').then((m) => m.DashboardPage) },
    { name: 'login', path: '/login', parent: 'dashboard', whileSessionStarts: true, screen: () => import('./routes/login-page').then((m) => m.LoginPage) },
    { name: 'register', path: '/register', parent: 'login', screen: () => import('./routes/register-page').then((m) => m.RegisterPage) },
    { name: 'confirm', path: '/confirm', parent: 'login', screen: () => import('./routes/confirm-page').then((m) => m.ConfirmPage) },
    { name: 'forgotpassword', path: '/forgotpassword', parent: 'login', screen: () => import('./routes/forgot-password-page').then((m) => m.ForgotPasswordPage) },
    { name: 'resetpassword', path: '/resetpassword', parent: 'login', screen: () => import('./routes/reset-password-page').then((m) => m.ResetPasswordPage) },
  ],
  drawer: [
    { key: 'login', route: 'login', label: 'drawer.login', icon: <LoginIcon />, audience: 'anonymous' },
    { key: 'register', route: 'register', label: 'drawer.register', icon: <PersonAddIcon />, audience: 'anonymous' },
  ],
};

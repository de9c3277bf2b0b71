import { PlaceholderPage } from '@web/components/placeholder-page';

export function LoginPage() {
  return <PlaceholderPage title="Bejelentkezés" feature="A bejelentkezés" />;
}

export function RegisterPage() {
  return <PlaceholderPage title="Regisztráció" feature="A regisztráció" />;
}

export function EmailVerificationPage() {
  return <PlaceholderPage title="E-mail cím megerősítése" feature="Az e-mail cím megerősítése" />;
}

export function ForgotPasswordPage() {
  return <PlaceholderPage title="Elfelejtett jelszó" feature="A jelszó-visszaállítás" />;
}

export function PasswordResetPage() {
  return <PlaceholderPage title="Jelszó visszaállítása" feature="A jelszó-visszaállítás" />;
}

export function TwoFactorPage() {
  return <PlaceholderPage title="Kétlépcsős azonosítás" feature="A kétlépcsős azonosítás" />;
}

/**
 * English: the account area's texts (composed into the catalogue by one line): the sign-in page (`login`), the
 * forgotten-password dialog (`forgot`), the reset page (`reset`) and changing one's password (`password`).
 */
export const enAccount = {
  login: {
    title: 'Sign in to HRIS',
    subtitle: 'A modern HRIS solution for your whole organisation.',
    email: 'Email address',
    password: 'Password',
    remember: 'Remember me',
    forgot: 'Forgot password?',
    signingIn: 'Signing in...',
    signIn: 'Sign In',
    welcome: 'Welcome to HRIS',
    welcomeText: 'Everything your people need, from the first day to payday.',
    feature1Title: 'Employee Management',
    feature1Text: 'Streamline HR processes',
    feature2Title: 'Analytics & Insights',
    feature2Text: 'Data-driven decisions',
    feature3Title: 'Time Management',
    feature3Text: 'Attendance and leave',
    learnMore: 'Learn more',
    aboutTitle: 'About HRIS',
    aboutText:
      "HRIS brings attendance, leave, employee records, payroll figures and analytics together. Employees clock in and apply for leave; managers approve their team's requests; HR runs the organisation.",
  },
  forgot: {
    title: 'Forgot your password?',
    description: 'Enter your work e-mail and we will send you a link to choose a new one.',
    sent: 'If that email is registered, a reset link has been sent.',
    send: 'Send reset link',
    sending: 'Sending...',
  },
  reset: {
    title: 'Choose a new password',
    done: 'Your password has been reset. You can sign in now.',
    goToSignIn: 'Go to sign in',
    newPassword: 'New password',
    hint: 'At least 8 characters.',
    confirm: 'Confirm new password',
    submit: 'Set new password',
    back: 'Back to sign in',
  },
  password: {
    changed: 'Your password has been changed. Your other sessions have been signed out.',
    change: 'Change password',
    othersSignedOut: 'Your other sessions will be signed out.',
    current: 'Current password',
  },
};

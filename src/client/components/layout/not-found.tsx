import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <main className="mx-auto max-w-md px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="mt-2 text-muted-foreground">The page you asked for does not exist.</p>
      <Link to="/dashboard" className="mt-6 inline-block font-medium text-primary underline">
        Go to the dashboard
      </Link>
    </main>
  );
}

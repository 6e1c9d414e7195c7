import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from '../apollo';
import { AppProviders } from './AppProviders';
import { createAppRouter } from './routes';

const client = createApolloClient();
const router = createAppRouter();

export function App() {
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

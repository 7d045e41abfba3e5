import { Link } from 'react-router-dom';
import { MESSAGES } from '../../shared/contract';
import { paths } from '../paths';
import { EmptyState } from '../ui/Page';

export function NotFoundPage() {
  return (
    <>
      <h1>{MESSAGES.notFound}</h1>
      <EmptyState>
        Такой страницы нет. <Link to={paths.cities}>Перейти к списку городов</Link>
      </EmptyState>
    </>
  );
}

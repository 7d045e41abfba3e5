import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useGetMeQuery } from '../../api/meApi';
import { useCashRegisterQuery } from '../../api/referenceApi';
import { parseId, paths } from '../../paths';
import { formatInstant } from '../../ui/formatInstant';
import { EmptyState, PageTitle, Toolbar } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { DetailCard } from '../../ui/DetailCard';
import { useOperationPersonQuery } from './operationPersonsApi';
import { PersonActivationButton, personName } from './PersonActivationButton';
import { PersonBalances } from './PersonBalances';
import { PersonCryptoOutTransactions, PersonOutTransactions } from './PersonOperations';
import { PersonPrintButtons } from './PersonPrintButtons';
import { personPaths, type PersonScope } from './personPaths';

const Heading = styled.h2`
  margin: 28px 0 12px;
`;

const Spacer = styled.span`
  flex: 1 1 auto;
`;

const statusOf = (error: unknown) => (error && typeof error === 'object' && 'status' in error ? error.status : null);

/**
 * One person: their card (city, phone, comment, status, balance per currency), print and
 * download of it (with a period in 'Параметры'), and all their operations in every register,
 * crypto ones only with isCryptoTransactionPageActive. Under a register it also starts a new
 * operation with them there.
 */
export function OperationPersonDetail({ scope }: { scope: PersonScope }) {
  const params = useParams();
  const id = parseId(params.personId);
  const register = scope === 'cashRegister' ? parseId(params.cashRegisterId) : null;
  const sectionId = scope === 'city' ? parseId(params.cityId) : register;
  const { data: me } = useGetMeQuery();
  const { data: registerData } = useCashRegisterQuery(register ?? 0, { skip: register === null });
  const { data: person, error, isLoading } = useOperationPersonQuery(id ?? 0, { skip: id === null });
  const list = personPaths(scope, sectionId).list;
  const sectionCity = scope === 'city' ? sectionId : registerData?.city.id;
  const back = <Link to={list}>← Ко всем кредиторам и дебиторам</Link>;

  if (isLoading) return <Spinner />;
  // Another city's person (or one that is not there) is not found; an inactive one without the right is 403 (never alerted).
  if (id === null || statusOf(error) === 404 || (person && sectionCity !== undefined && person.city.id !== sectionCity)) {
    return (
      <>
        <PageTitle>Кредитор / дебитор не найден</PageTitle>
        {back}
      </>
    );
  }
  if (statusOf(error) === 403) {
    return (
      <>
        <PageTitle>Нет доступа</PageTitle>
        <EmptyState>Лицо деактивировано; неактивных кредиторов и дебиторов видят только пользователи с особым правом.</EmptyState>
        {back}
      </>
    );
  }
  if (!person) return <EmptyState>Не удалось загрузить страницу. Обновите её или повторите позже.</EmptyState>;

  const permissions = me?.permissions;
  return (
    <>
      <PageTitle>{personName(person)}</PageTitle>
      <Toolbar>
        {back}
        <Spacer />
        {register !== null && person.is_active && (
          <Link to={`${paths.cashRegister(register)}?operation=person&person=${person.id}`}>Новая операция</Link>
        )}
        <PersonPrintButtons path={`print_operation_person_detail/${person.id}/`} period />
        {permissions?.isAllowToCheckNonActiveOperationPerson && <PersonActivationButton person={person} />}
      </Toolbar>
      <DetailCard aria-label="Карточка">
        <dt>Город</dt>
        <dd>{person.city.name}</dd>
        <dt>Телефон</dt>
        <dd>{person.phone || '—'}</dd>
        <dt>Комментарий</dt>
        <dd>{person.comment || '—'}</dd>
        <dt>Статус</dt>
        <dd>{person.is_active ? 'Активен' : 'Неактивен: новые операции недоступны'}</dd>
        <dt>Создан</dt>
        <dd>
          {formatInstant(person.created_at)}
          {person.user ? `, ${person.user.name}` : ''}
        </dd>
        <dt>Баланс</dt>
        <dd>
          <PersonBalances balances={person.balances} />
        </dd>
      </DetailCard>
      <Heading>Операции</Heading>
      <PersonOutTransactions person={person.id} register={register} />
      {permissions?.isCryptoTransactionPageActive && (
        <>
          <Heading>Крипто операции</Heading>
          <PersonCryptoOutTransactions person={person.id} register={register} />
        </>
      )}
    </>
  );
}

export const CityOperationPersonDetail = () => <OperationPersonDetail scope="city" />;
export const CashRegisterOperationPersonDetail = () => <OperationPersonDetail scope="cashRegister" />;

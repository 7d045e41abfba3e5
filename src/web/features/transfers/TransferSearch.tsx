import { ArrivesWithLedger } from '../../ui/ArrivesWithLedger';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/form/FormField';
import { KitForm } from '../../ui/form/KitForm';
import { PageTitle } from '../../ui/Page';
import { object, string } from 'yup';

const schema = object({ code: string() });

/** /cash-registers/{id}/search/: find an external transfer by the client's 8-digit code. */
export function TransferSearch() {
  return (
    <>
      <PageTitle>Поиск по коду</PageTitle>
      <KitForm label="Поиск по коду" initialValues={{ code: '' }} schema={schema} onSubmit={async () => {}}>
        <FormField name="code" label="Код перевода" inputMode="numeric" maxLength={8} />
        {/* Search needs the transfers of the ledger; the button is honest about it. */}
        <Button type="submit" disabled title="Поиск появится вместе с переводами">
          Найти
        </Button>
      </KitForm>
      <ArrivesWithLedger what="Найденные переводы" />
    </>
  );
}

import { useState } from 'react';
import { ArrivesWithLedger } from '../../ui/ArrivesWithLedger';
import { Button } from '../../ui/Button';
import { PageTitle, Toolbar } from '../../ui/Page';
import { TextField } from '../../ui/TextField';

/** /cash-registers/{id}/search/: find an external transfer by the client's 8-digit code. */
export function TransferSearch() {
  const [code, setCode] = useState('');
  return (
    <>
      <PageTitle>Поиск по коду</PageTitle>
      <Toolbar as="form" onSubmit={(e: React.FormEvent) => e.preventDefault()}>
        <TextField
          label="Код перевода"
          inputMode="numeric"
          maxLength={8}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        />
        {/* Search needs the transfers of the ledger; the button is honest about it. */}
        <Button type="submit" disabled title="Поиск появится вместе с переводами">
          Найти
        </Button>
      </Toolbar>
      <ArrivesWithLedger what="Найденные переводы" />
    </>
  );
}

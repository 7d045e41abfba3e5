import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { dayParam, defaultedDayParam, oneOf, pageParam, readList, textParam, useListState, writeList, type ListSpec } from './listState';

type State = { search: string; kind: 'a' | 'b'; page: number };
const SPEC: ListSpec<State> = { search: textParam, kind: oneOf(['a', 'b'], 'a'), page: pageParam };

describe('readList / writeList', () => {
  it('reads defaults for what the URL leaves out or gets wrong, and writes only what differs', () => {
    expect(readList(SPEC, new URLSearchParams('kind=z&page=0'))).toEqual({ search: '', kind: 'a', page: 1 });
    expect(writeList(SPEC, { search: 'иван', kind: 'a', page: 2 }).toString()).toBe(new URLSearchParams('search=иван&page=2').toString());
  });

  it('keeps the parameters that are not the ListSpec’s, and drops a ListSpec’s parameter back at its default', () => {
    expect(writeList(SPEC, { search: '', kind: 'b', page: 1 }, new URLSearchParams('search=old&tab=x&page=3')).toString()).toBe('tab=x&kind=b');
  });
});

describe('a day', () => {
  it('is a day that exists, or none', () => {
    expect(dayParam.read('2026-02-28')).toBe('2026-02-28');
    expect(dayParam.read('2026-02-30')).toBe('');
  });

  it('with a default: absent is the default, emptied stays empty (not the default again)', () => {
    const day = defaultedDayParam(() => '2026-11-01');
    expect(day.read(null)).toBe('2026-11-01');
    expect(day.read('')).toBeUndefined();
    expect(day.write('2026-11-01')).toBeNull();
    expect(day.write(undefined)).toBe('');
  });
});

describe('useListState', () => {
  function render(url: string) {
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
    return renderHook(() => ({ list: useListState(SPEC), location: useLocation() }), { wrapper });
  }

  it('a new filter starts at page 1 and leaves the screen’s other parameters alone', () => {
    const { result } = render('/x?tab=t&kind=b&page=3');
    expect(result.current.list.state).toEqual({ search: '', kind: 'b', page: 3 });
    act(() => result.current.list.change({ search: 'иван' }));
    expect(result.current.location.search).toBe(`?${new URLSearchParams('tab=t&search=иван&kind=b')}`);
  });

  it('a new page keeps the filters', () => {
    const { result } = render('/x?kind=b');
    act(() => result.current.list.change({ page: 2 }));
    expect(result.current.list.state).toEqual({ search: '', kind: 'b', page: 2 });
  });

  it('alone: the URL keeps only the ListSpec’s parameters (another tab drops the last one’s filters)', () => {
    const { result } = render('/x?tab=t&status=open');
    act(() => result.current.list.change({ kind: 'b' }, { alone: true }));
    expect(result.current.location.search).toBe('?kind=b');
  });
});

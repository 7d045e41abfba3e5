import { authed, createTestCity, createTestUser, login } from '../../testing/testApp';
import { useTestApp } from '../../testing/useFixture';

describe('GET /api/all_employee/', () => {
  let admin: string;
  let cashier: string;

  const t = useTestApp();
  beforeAll(async () => {
    const moscow = await createTestCity(t.db, 'Москва');
    const kazan = await createTestCity(t.db, 'Казань');
    await createTestUser(t.db, { username: 'boss', isAdmin: true, firstName: 'Анна', lastName: 'Админова' });
    await createTestUser(t.db, { username: 'ivan', firstName: 'Иван', lastName: 'Петров', cityIds: [moscow] });
    await createTestUser(t.db, { username: 'olga', firstName: 'Ольга', lastName: 'Сидорова', cityIds: [moscow, kazan] });
    await createTestUser(t.db, { username: 'rustam', firstName: 'Рустам', lastName: 'Галиев', cityIds: [kazan] });
    admin = await login(t.app, 'boss');
    cashier = await login(t.app, 'ivan');
  }, 30_000);

  it('needs a token', async () => {
    const res = await t.app.inject({ url: '/api/all_employee/' });
    expect(res.statusCode).toBe(401);
  });

  it('gives a cashier the people of their own cities only', async () => {
    const res = await t.app.inject({ url: '/api/all_employee/', headers: authed(cashier) });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((e: { name: string }) => e.name)).toEqual(['Иван Петров', 'Ольга Сидорова']);
    expect(res.json()[0]).toEqual({ id: expect.any(Number), name: 'Иван Петров', first_name: 'Иван', last_name: 'Петров', role: 'Кассир' });
  });

  it('gives an admin everybody', async () => {
    const res = await t.app.inject({ url: '/api/all_employee/', headers: authed(admin) });
    expect(res.json().map((e: { name: string }) => e.name)).toEqual([
      'Анна Админова',
      'Рустам Галиев',
      'Иван Петров',
      'Ольга Сидорова',
    ]);
  });
});

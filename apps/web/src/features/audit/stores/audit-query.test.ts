import { describe, expect, it } from 'vitest';
import { addDays, auditFilter, customRangeErrors, readAuditQuery, writeAuditQuery } from './audit-query';

describe('audit log query', () => {
  it('defaults to all time, every event, page 1, and ignores what it does not know', () => {
    expect(readAuditQuery(new URLSearchParams('range=forever&type=exploded&page=-3'))).toEqual({
      range: 'all',
      from: '',
      to: '',
      eventType: undefined,
      userId: undefined,
      page: 1,
    });
  });

  it('round-trips through the address, leaving defaults out', () => {
    const query = readAuditQuery(
      new URLSearchParams('range=custom&from=2026-01-01&to=2026-01-31&type=deleted&user=u1&page=2'),
    );
    expect(writeAuditQuery(query).toString()).toBe(
      'range=custom&from=2026-01-01&to=2026-01-31&type=deleted&user=u1&page=2',
    );
    expect(writeAuditQuery({ ...query, range: '7d' }).toString()).toBe('range=7d&type=deleted&user=u1&page=2');
    expect(writeAuditQuery(readAuditQuery(new URLSearchParams())).toString()).toBe('');
  });

  it('turns a chip into whole days ending today', () => {
    const query = readAuditQuery(new URLSearchParams('range=7d&type=created'));
    expect(auditFilter(query, '2026-03-05')).toEqual({
      from: '2026-02-27',
      to: '2026-03-05',
      eventType: 'created',
      userId: undefined,
    });
    expect(auditFilter({ ...query, range: 'today' }, '2026-03-05')).toMatchObject({
      from: '2026-03-05',
      to: '2026-03-05',
    });
    expect(auditFilter({ ...query, range: 'all' }, '2026-03-05')).toEqual({ eventType: 'created', userId: undefined });
  });

  it('sends the complete dates of a custom range and holds back an end before the start', () => {
    const query = readAuditQuery(new URLSearchParams('range=custom&from=2026-03-10&to=2026-03-0'));
    expect(auditFilter(query)).toMatchObject({ from: '2026-03-10', to: undefined });
    const backwards = { ...query, to: '2026-03-01' };
    expect(customRangeErrors(backwards)).toEqual({ to: 'The end date is before the start date' });
    expect(auditFilter(backwards)).toBeNull();
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
});

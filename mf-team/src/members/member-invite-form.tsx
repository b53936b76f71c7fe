import { useState } from 'react';
import { Alert, Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, commonText, formatPhone, formatPhoneInput, toast, type Lang } from '@fikr/shared';
import { memberInviteSchema, type Branch, type MemberRole } from '@fikr/shared/schemas';
import { NS } from '../i18n';
import { BranchSelect } from './branch-select';

interface MemberInviteFormProps {
  /** The business's branches: with any, the new member may be tied to one. */
  branches: Branch[];
  onInvite: (phone: string, role: MemberRole, branchId: string | null) => Promise<void>;
}

/** Phone + role (+ branch) → POST /business/members (the API sends the invitation SMS). */
export function MemberInviteForm({ branches, onInvite }: MemberInviteFormProps) {
  const { t, i18n } = useTranslation(NS);
  const [phone, setPhone] = useState('');
  const [role, setRole] = useState<MemberRole>('cashier');
  const [branchId, setBranchId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    const parsed = memberInviteSchema.safeParse({ phone, role });
    setProblem(parsed.success ? null : commonText(parsed.error.issues[0].message, i18n.language as Lang));
    if (!parsed.success) return;
    setBusy(true);
    setFailure(null);
    try {
      await onInvite(parsed.data.phone, parsed.data.role, branchId);
      toast.success(t('invite.sent', { phone: formatPhone(parsed.data.phone) }), { topic: 'member-invite' });
      setPhone('');
    } catch (err) {
      setFailure(apiErrorMessage(err, `${NS}:invite.failed`));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form layout="inline" component="div" style={{ rowGap: 8, marginBottom: 16 }}>
      {failure && <Alert type="error" showIcon title={failure} style={{ width: '100%', marginBottom: 8 }} />}
      <Form.Item
        label={t('invite.phone')}
        htmlFor="member-invite-phone"
        validateStatus={problem ? 'error' : undefined}
        help={problem ?? undefined}
      >
        <Input
          id="member-invite-phone"
          type="tel"
          inputMode="tel"
          value={phone}
          placeholder="+998 90 123 45 67"
          disabled={busy}
          onChange={(e) => setPhone(formatPhoneInput(e.target.value))}
          onPressEnter={() => void submit()}
        />
      </Form.Item>
      <Form.Item label={t('invite.role')} htmlFor="member-invite-role">
        <Select<MemberRole>
          id="member-invite-role"
          value={role}
          onChange={setRole}
          style={{ minWidth: 140 }}
          options={[
            { value: 'cashier', label: t('role.cashier') },
            { value: 'manager', label: t('role.manager') },
          ]}
        />
      </Form.Item>
      {branches.length > 0 && (
        <Form.Item label={t('invite.branch')} htmlFor="member-invite-branch">
          <BranchSelect id="member-invite-branch" branches={branches} value={branchId} onChange={setBranchId} />
        </Form.Item>
      )}
      <Button type="primary" loading={busy} onClick={() => void submit()}>
        {t('invite.submit')}
      </Button>
    </Form>
  );
}

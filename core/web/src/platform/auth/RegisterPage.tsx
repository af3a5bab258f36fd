import { useLingui } from '@lingui/react/macro';
import { planChoiceOf } from '@otimiza/sdk/shared';
import { useHostBrand } from '@otimiza/sdk/web';
import { Col, Row } from 'antd';
import { useEffect } from 'react';
import { useSearchParam } from '../../kernel/app/searchParams';
import { useDocumentTitle } from '../../kernel/app/useDocumentTitle';
import { readSelectedPlan, storeSelectedPlan } from '../session/authStorage';
import { AuthCard } from './AuthCard';
import { PlanSummaryCard } from './PlanSummaryCard';
import { RegisterForm } from './RegisterForm';

/**
 * /register: the chosen plan on the left — from `?plan=`, else the stored choice,
 * else free — and the registration form on the right.
 */
export function RegisterPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Criar Conta`);
  const fromUrl = useSearchParam('plan');
  const plan = planChoiceOf(fromUrl ?? readSelectedPlan());
  const branded = useHostBrand() !== null;

  useEffect(() => {
    if (fromUrl) storeSelectedPlan(plan);
  }, [fromUrl, plan]);

  return (
    <Row gutter={[24, 24]} align="stretch">
      <Col xs={24} lg={9}>
        <PlanSummaryCard planId={plan} />
      </Col>
      <Col xs={24} lg={15}>
        <AuthCard
          title={t`Criar Conta`}
          intro={branded ? t`Preencha seus dados para criar sua conta.` : t`Preencha seus dados para começar a usar o Otimiza.`}
          maxWidth={640}
        >
          <RegisterForm plan={plan} />
        </AuthCard>
      </Col>
    </Row>
  );
}

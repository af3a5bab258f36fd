import { Trans } from '@lingui/react/macro';
import { QueryErrorAlert } from '@otimiza/sdk/web';
import { Col, Flex, Row, Skeleton } from 'antd';
import { usePushConfigEditor } from '../../hooks/usePushConfigEditor';
import { ChannelsCard } from './ChannelsCard';
import { DeliveryScheduleCard } from './DeliveryScheduleCard';
import { PushActivationCard } from './PushActivationCard';
import { QuietHoursCard } from './QuietHoursCard';
import { TypePreferencesCard } from './TypePreferencesCard';

/** The settings tab: types, channels, quiet hours, frequency and time zone, and Web Push for this browser. */
export function SettingsTab() {
  const { query, config, unavailable, change } = usePushConfigEditor();
  if (query.error) return <QueryErrorAlert title={<Trans>Não foi possível carregar as configurações</Trans>} query={query} />;
  if (!config) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <TypePreferencesCard config={config} onChange={change} />
      </Col>
      <Col xs={24} lg={12}>
        <Flex vertical gap={16}>
          <ChannelsCard config={config} unavailable={unavailable} onChange={change} />
          <PushActivationCard />
          <QuietHoursCard config={config} onChange={change} />
          <DeliveryScheduleCard config={config} onChange={change} />
        </Flex>
      </Col>
    </Row>
  );
}

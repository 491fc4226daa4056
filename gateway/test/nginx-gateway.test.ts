import { nginxForTests, startNginxGateway } from './support/engines.js';
import { describeGatewayBehaviour } from './support/behaviour.js';

const bin = nginxForTests();
if (bin) describeGatewayBehaviour('nginx', startNginxGateway(bin));
else describe.skip('gateway behaviour (nginx): nginx not installed', () => it('skipped', () => undefined));

import './styles.css';
import { ConnectFlowController } from './app/connect-flow.controller';
import { readParams } from './app/connect.params';
import { forgetConnectToken } from './app/connect-token.address';
import { isEmbedded } from './host/host.messenger';

const main = document.getElementById('main') as HTMLElement;
const header = document.getElementById('top') as HTMLElement;
const params = readParams(window.location.search);
forgetConnectToken(window.location, window.history);
const controller = new ConnectFlowController({ main, header }, params);
controller.setInitialLang();
// Full page (not in the loader's iframe): from 600 px wide the page is a centred card (styles.css).
document.documentElement.classList.toggle('full-page', !isEmbedded());
if (isEmbedded()) {
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') controller.close();
  });
}
void controller.start();

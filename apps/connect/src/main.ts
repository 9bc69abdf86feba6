import './styles.css';
import { ConnectController } from './app/connect.controller';
import { readParams } from './app/connect.params';
import { isEmbedded } from './host/host.messenger';

const main = document.getElementById('main') as HTMLElement;
const header = document.getElementById('top') as HTMLElement;
const controller = new ConnectController({ main, header }, readParams(window.location.search));
controller.setInitialLang();
if (isEmbedded()) {
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') controller.close();
  });
}
void controller.start();

import { useTranslation } from 'react-i18next';
import '../i18n/registerSecurityI18n';
import { deviceNameParts, type Device } from '../rules/deviceName';

/**
 * A device's name on the page: "Chrome 131 on Android 14". The browser and system are isolated left to
 * right, so inside Persian text "Linux x86_64 (Ubuntu 24.04)" keeps its order and brackets on any line.
 */
export function DeviceName({ device }: { device: Device }) {
  const { t } = useTranslation('security');
  return (
    <>
      {deviceNameParts(device, t).map((part, index) =>
        part.isName ? (
          <bdi key={index} dir="ltr">
            {part.text}
          </bdi>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/** Opens a vehicle's catalogue by model or by decoded VIN, under the right site (catalogue spec, section 2). */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { brands } from '../../../../config/sites';
import { emptyBrowsingContext, writeBrowsingContext } from '../../../store/browsing-context-storage';
import { useSiteLocale } from '../../../i18n/site-locale-context';

/** A vehicle whose catalogue is about to open, by model or by decoded VIN. */
export interface VehicleToOpen {
  catHieId: string;
  /** The catalogue's brand; its site is the one the catalogue opens under. */
  brand?: string;
  modelName: string;
  modelYear: number;
  modelCode: string;
  imageUrl: string | null;
  /** Set for a decoded VIN: the catalogue then marks which parts fit the vehicle. */
  decoded?: { vin: string; featureCodes: readonly string[] };
  isSharedCatalogue?: boolean;
}

export const cataloguePath = (catHieId: string) => `/catalogue/${encodeURIComponent(catHieId)}`;

/**
 * Starts browsing a vehicle: writes a fresh browsing context (catalogue spec, section 2: vehicle details,
 * no sections yet) and goes to its catalogue, under the vehicle's brand site.
 */
export function useOpenVehicleCatalogue(): (vehicle: VehicleToOpen, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const { hrefFor } = useSiteLocale();
  return useCallback(
    (vehicle, options = {}) => {
      const path = cataloguePath(vehicle.catHieId);
      writeBrowsingContext({
        ...emptyBrowsingContext(),
        type: vehicle.decoded ? 'vin' : 'model',
        vin: vehicle.decoded?.vin ?? null,
        isSharedCatalogue: vehicle.isSharedCatalogue ?? false,
        breadcrumb: [{ label: `${vehicle.modelName} ${vehicle.modelYear}`, path }],
        carDetails: {
          modelName: vehicle.modelName,
          modelYear: String(vehicle.modelYear),
          modelCode: vehicle.modelCode,
          imageUrl: vehicle.imageUrl,
          featureCodes: vehicle.decoded ? [...vehicle.decoded.featureCodes] : null,
        },
      });
      const site = brands.some((brand) => brand.siteId === vehicle.brand) ? vehicle.brand : undefined;
      navigate(hrefFor(path, site ? { site } : undefined), { replace: options.replace ?? false });
    },
    [navigate, hrefFor],
  );
}

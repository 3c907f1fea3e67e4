import { useLingui } from '@lingui/react/macro';
import {
  getAreaQueryOptions,
  getDistrictQueryOptions,
  listAreasQueryOptions,
  listDistrictsQueryOptions,
  listDivisionsQueryOptions,
} from '@shop/sdk/query';
import { SelectField } from '@shop/ui-kit/select-field';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../app/field-errors';
import { useShopClient } from '../app/use-app-context';
import type { Choice } from './resource-fields';

/** The three choices, each an id or '' for none. */
interface Place {
  division: string;
  district: string;
  area: string;
}

/**
 * Where an address is: a division, then one of its districts, then one of its areas, each a select offering only
 * what the one before allows (`listDivisions`, `listDistricts?division=`, `listAreas?district=`). The area select
 * carries `name`, so the form sends the area's id. Started from a stored area, it reads where that area stands
 * (its district, the district's division) to show all three.
 */
export function AreaSelectField({
  label,
  name,
  initial,
  error,
  hint,
}: {
  label: string;
  name: string;
  initial: Choice | undefined;
  error: ReactNode;
  hint: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const client = useShopClient();
  const [picked, setPicked] = useState<Place | null>(null);
  const storedArea = useQuery({
    ...getAreaQueryOptions(client, { path: { id: initial?.value ?? '' } }),
    enabled: initial !== undefined && picked === null,
  });
  const storedDistrict = useQuery({
    ...getDistrictQueryOptions(client, { path: { id: storedArea.data?.district._id ?? '' } }),
    enabled: storedArea.data !== undefined && picked === null,
  });
  const stored: Place | undefined =
    initial && storedArea.data && storedDistrict.data
      ? { division: storedDistrict.data.division._id, district: storedDistrict.data._id, area: initial.value }
      : undefined;
  const place = picked ?? stored ?? { division: '', district: '', area: initial?.value ?? '' };

  const divisions = useQuery(listDivisionsQueryOptions(client));
  const districts = useQuery({
    ...listDistrictsQueryOptions(client, { query: { division: place.division } }),
    enabled: place.division !== '',
  });
  const areas = useQuery({
    ...listAreasQueryOptions(client, { query: { district: place.district } }),
    enabled: place.district !== '',
  });
  const options = (rows: ReadonlyArray<{ _id: string; name: string }> | undefined) =>
    (rows ?? []).map((row) => ({ value: row._id, label: row.name }));
  const failed = [divisions, districts, areas, storedArea, storedDistrict].find((query) => query.isError);
  const loadError = failed ? errorMessage(failed.error, i18n) : undefined;
  // The stored area is offered while its district's areas load, so the form can be sent as it was.
  const areaOptions =
    areas.data === undefined && initial && place.area === initial.value
      ? [{ value: initial.value, label: initial.label }]
      : options(areas.data?.data);
  const loading = (pending: boolean) => (pending ? t`Loading...` : undefined);

  return (
    <fieldset className="area-select">
      <legend className="ui-label">{label}</legend>
      <SelectField
        label={t`Division`}
        options={options(divisions.data?.data)}
        value={place.division}
        emptyLabel={loading(divisions.isPending)}
        onChange={(event) => setPicked({ division: event.target.value, district: '', area: '' })}
      />
      <SelectField
        label={t`District`}
        options={options(districts.data?.data)}
        value={place.district}
        disabled={place.division === ''}
        emptyLabel={loading(place.division !== '' && districts.isPending)}
        onChange={(event) => setPicked({ ...place, district: event.target.value, area: '' })}
      />
      <SelectField
        label={t`Area`}
        name={name}
        options={areaOptions}
        value={place.area}
        disabled={place.district === '' && areaOptions.length === 0}
        emptyLabel={loading(place.district !== '' && areas.isPending)}
        onChange={(event) => setPicked({ ...place, area: event.target.value })}
        error={error ?? loadError}
        hint={hint}
      />
    </fieldset>
  );
}

import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderFormValues,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from '@vidriera/core';
import { Controller, useFormContext } from 'react-hook-form';
import { Field } from '@/components/field';
import { TextField } from '@/components/text-field';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** Customer data, payment method and status (docs/product/orders.md). */
export function CustomerFieldsCard() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<OrderFormValues>();

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Datos del Cliente</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          id="order-customer-name"
          label="Nombre del cliente"
          error={errors.customerName?.message}
          autoComplete="off"
          placeholder="Juan Pérez"
          {...register('customerName')}
        />
        <TextField
          id="order-customer-email"
          label="Email"
          error={errors.customerEmail?.message}
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder="cliente@email.com"
          {...register('customerEmail')}
        />
        <TextField
          id="order-customer-phone"
          label="Teléfono"
          error={errors.customerPhone?.message}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="+54 9 11 1234-5678"
          {...register('customerPhone')}
        />
        <Field id="order-payment-method" label="Método de pago" error={errors.paymentMethod?.message}>
          {(fieldControl) => (
            <Controller
              control={control}
              name="paymentMethod"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger ref={field.ref} onBlur={field.onBlur} {...fieldControl}>
                    <SelectValue placeholder="Selecciona un método de pago" />
                  </SelectTrigger>
                  <SelectContent>
                    {PAYMENT_METHODS.map((method) => (
                      <SelectItem key={method} value={method}>
                        {PAYMENT_METHOD_LABELS[method]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </Field>
        <Field id="order-status" label="Estado" error={errors.status?.message}>
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id="order-status" ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {ORDER_STATUSES.map((status) => (
                    <SelectItem key={status} value={status}>
                      {ORDER_STATUS_LABELS[status]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </Field>
      </CardContent>
    </Card>
  );
}
